import type { LullModule } from '../../shared/module';
import { usersRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { usersAdminRoutes } from './users-admin.routes';

/** The accounts module: one's own profile, password and closing the account, and the admin's Users tab. */
export const accountsModule: LullModule = async (app, { context }) => {
  await app.register(usersRoutes, { users: createAccountService(context) });
  await app.register(usersAdminRoutes, { context });
};
