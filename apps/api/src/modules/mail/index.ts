import type { LullModule } from '../../shared/module';
import { devOutboxRoutes } from './dev-outbox.routes';
/*
 * The mail module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { deleteSettledMailTo, latestSettledMailFailed } from './outbox.repository';

/** The mail module's routes: the development outbox, never in production. */
export const mailModule: LullModule = async (app, { context }) => {
  if (!context.config.isProduction) await app.register(devOutboxRoutes, { db: context.db });
};
