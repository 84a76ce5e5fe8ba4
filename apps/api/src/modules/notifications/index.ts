import type { LullModule } from '../../shared/module';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/*
 * The notifications module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { deleteNotificationsOf } from './notifications.repository';

/** The notifications module: a signed-in person's notifications. */
export const notificationsModule: LullModule = async (app, { context }) => {
  await app.register(notificationsRoutes, { notifications: createNotificationsService(context) });
};
