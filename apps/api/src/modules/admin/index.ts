import type { LullModule } from '../../shared/module';
import { adminRoutes } from './admin.routes';
import { analyticsRoutes } from './analytics.routes';
import { exportsRoutes } from './exports.routes';

/** The admin module: the dashboard's overview, analytics and exports. */
export const adminModule: LullModule = async (app, { context }) => {
  await app.register(adminRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(exportsRoutes, { context });
};
