import type { LullModule } from '../../shared/module';
import { auditAdminRoutes } from './audit-admin.routes';

/** The audit module: the admin's log of admin actions. */
export const auditModule: LullModule = async (app, { context }) => {
  await app.register(auditAdminRoutes, { context });
};
