import type { LullModule } from '../../shared/module';
import { servicesAdminRoutes } from './services-admin.routes';
import { servicesRoutes } from './services.routes';

/*
 * The services module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { countServices, oldestAwaitingReview } from './services-admin.repository';

export { archiveServicesOfClosedBusiness } from './services.service';

/** The services module: a business's treatments, their review by an admin, and the admin's Services tab. */
export const servicesModule: LullModule = async (app, { context }) => {
  await app.register(servicesRoutes, { context });
  await app.register(servicesAdminRoutes, { context });
};
