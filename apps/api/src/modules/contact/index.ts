import type { LullModule } from '../../shared/module';
import { contactAdminRoutes } from './contact-admin.routes';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/*
 * The contact module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { anonymiseMessagesFrom } from './contact.repository';

/** The contact module: the contact form and the admin's Contact tab. */
export const contactModule: LullModule = async (app, { context }) => {
  await app.register(contactRoutes, { contact: createContactService(context) });
  await app.register(contactAdminRoutes, { context });
};
