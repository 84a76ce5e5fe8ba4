import type { LullModule } from '../../shared/module';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** The payments module: paying for a hold, through the app's payment gateway, and the gateway's webhook. */
export const paymentsModule: LullModule = async (app, { context }) => {
  await app.register(paymentsRoutes, { payments: createPaymentsService(context, context.paymentGateway) });
};
