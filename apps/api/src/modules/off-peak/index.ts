import type { LullModule } from '../../shared/module';
import { offPeakImpactRoutes } from './off-peak-impact.routes';
import { offPeakRoutes } from './off-peak.routes';

/** The off-peak module: a business's off-peak windows and prices, and what they did for it (decision 057). */
export const offPeakModule: LullModule = async (app, { context }) => {
  await app.register(offPeakRoutes, { context });
  await app.register(offPeakImpactRoutes, { context });
};
