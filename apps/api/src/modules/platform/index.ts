import { provision, type LullModule } from '../../shared/module';
import { platformRoutes } from './platform.routes';

/** Something besides the database that keeps an instance from being ready: why, or null once it no longer does. */
export type ReadinessCheck = () => string | null;

/** The checks `GET /api/ready` asks besides the database's (app.ts provides the list; a module adds its own). */
export const readinessChecks = provision<ReadinessCheck[]>('the readiness checks');

/** The platform module: health, readiness, metrics and `/api/config`, registered before every other module's routes. */
export const platformModule: LullModule = async (app, { context, poolFigures, provisions }) => {
  await app.register(platformRoutes, { context, poolFigures, readiness: provisions.get(readinessChecks) });
};
