import type { LullModule } from '../../shared/module';
import { platformRoutes } from './platform.routes';

/** The platform module: health, readiness, metrics and `/api/config`, registered before every other module's routes. */
export const platformModule: LullModule = async (app, { context, poolFigures }) => {
  await app.register(platformRoutes, { context, poolFigures });
};
