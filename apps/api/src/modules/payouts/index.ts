import type { LullModule } from '../../shared/module';
import { payoutsAdminRoutes } from './payouts-admin.routes';
import { payoutsRoutes } from './payouts.routes';

/** The payouts module: a business's bank accounts and payouts, and the admin's Payouts tab. */
export const payoutsModule: LullModule = async (app, { context }) => {
  await app.register(payoutsRoutes, { context });
  await app.register(payoutsAdminRoutes, { context });
};
