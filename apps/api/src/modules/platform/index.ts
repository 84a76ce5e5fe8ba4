import type { LullModule } from '../../shared/module';
import { platformRoutes } from './platform.routes';

/** The platform module: the health check and `/api/config`, registered before every other module's routes. */
export const platformModule: LullModule = async (app, { context }) => {
  await app.register(platformRoutes, { context });
};
