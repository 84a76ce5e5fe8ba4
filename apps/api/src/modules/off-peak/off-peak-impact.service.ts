import type { AdminOffPeakImpactQuery, OffPeakImpactQuery } from '@lull/domain/contracts/off-peak-impact';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { reportAllOffPeakImpact } from './report-all-off-peak-impact';
import { reportOffPeakImpact } from './report-off-peak-impact';

/** What off-peak did (decision 057): the salon's figures and the admin's across every salon. */
export function createOffPeakImpactService(context: AppContext) {
  return {
    forSalon: (actor: Authenticated, query: OffPeakImpactQuery) => reportOffPeakImpact(context, actor, query),
    acrossSalons: (query: AdminOffPeakImpactQuery) => reportAllOffPeakImpact(context, query),
  };
}
