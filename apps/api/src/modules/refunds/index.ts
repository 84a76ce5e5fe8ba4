import type { LullModule } from '../../shared/module';
import { refundsAdminRoutes } from './refunds-admin.routes';

/** The refunds module: the admin's refunds. */
export const refundsModule: LullModule = async (app, { context }) => {
  await app.register(refundsAdminRoutes, { context });
};
