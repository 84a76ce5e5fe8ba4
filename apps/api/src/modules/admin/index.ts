import type { LullModule } from '../../shared/module';
import { adminRoutes } from './admin.routes';
import { analyticsRoutes } from './analytics.routes';
import { exportsRoutes } from './exports.routes';
import { reconciliationRoutes } from './reconciliation.routes';

/** The admin module: the dashboard's overview, analytics, exports and reconciliation. */
export const adminModule: LullModule = async (app, { context }) => {
  await app.register(adminRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(exportsRoutes, { context });
  await app.register(reconciliationRoutes, { context });
};
