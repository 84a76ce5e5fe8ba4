import type { LullModule } from '../../shared/module';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

/** The waitlist module: waiting for a time that is taken. */
export const waitlistModule: LullModule = async (app, { context }) => {
  await app.register(waitlistRoutes, { waitlist: createWaitlistService(context) });
};
