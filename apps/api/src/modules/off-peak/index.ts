import type { LullModule } from '../../shared/module';
import { offPeakRoutes } from './off-peak.routes';

/** The off-peak module: a business's off-peak windows and prices. */
export const offPeakModule: LullModule = async (app, { context }) => {
  await app.register(offPeakRoutes, { context });
};
