import type { LullModule } from '../../shared/module';
import { creditsRoutes } from './credits.routes';
import { createCreditsService } from './credits.service';

/** The credits module: a person's credit history. */
export const creditsModule: LullModule = async (app, { context }) => {
  await app.register(creditsRoutes, { credits: createCreditsService(context) });
};
