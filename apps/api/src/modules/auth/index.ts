import type { LullModule } from '../../shared/module';
import { createAttemptLimits } from '../rate-limits/attempt-limits';
import { authAdminRoutes } from './auth-admin.routes';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/*
 * The auth module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { deleteIdentities, deletePasswordResetTokens, deleteUserSessions } from './auth.repository';

export { createAuthService };

/**
 * The auth module: sign-up, sign-in (password and Google), sign-out and password resets, each limited per attempt, and
 * the record of sign-ins the admin reads.
 */
export const authModule: LullModule = async (app, { context }) => {
  await app.register(authRoutes, { auth: createAuthService(context), attempts: createAttemptLimits(context.db) });
  await app.register(authAdminRoutes, { context });
};
