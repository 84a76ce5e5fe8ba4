import type { LullModule } from '../../shared/module';
import { creditsAdminRoutes } from './credits-admin.routes';
import { creditsRoutes } from './credits.routes';
import { createCreditsService } from './credits.service';

/** The credits module: a person's credit history, their own and in the admin's view of them. */
export const creditsModule: LullModule = async (app, { context }) => {
  await app.register(creditsRoutes, { credits: createCreditsService(context) });
  await app.register(creditsAdminRoutes, { context });
};
