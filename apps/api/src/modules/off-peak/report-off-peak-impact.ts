import type { OffPeakImpact, OffPeakImpactQuery } from '@lull/domain/contracts/off-peak-impact';
import { periodInstants } from '@lull/domain/analytics';
import { londonDateOf } from '@lull/domain/london-time';
import { impactPeriod, weeksOfPeriod } from '@lull/domain/off-peak-impact';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessOfRequest } from '../merchants/merchants.service';
import { NO_SUMS, blocksByMember, figuresDto, ruleWindows, rulesBySalon, rulesDto, salonImpact, weeksDto } from './off-peak-impact-figures';
import { activeMembersOf, activeSchedulesOf, blockedTimeOf, offPeakBookingsByRule } from './off-peak-impact.repository';

/**
 * GET /api/merchant/off-peak-impact (decision 057): what the salon's off-peak hours brought it, per rule and London
 * week: the off-peak bookings Lull sold, their revenue after discount, the discount, and utilisation of the team's
 * working time inside the rule's hours. The owner reads its own; an admin names a salon with `merchant_id`.
 */
export async function reportOffPeakImpact({ db, clock }: AppContext, actor: Authenticated, query: OffPeakImpactQuery): Promise<OffPeakImpact> {
  const merchant = await businessOfRequest(db, actor, query.merchant_id);
  const resolved = impactPeriod(query, londonDateOf(clock()));
  if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.error, resolved.fields);
  const { period } = resolved;
  const instants = periodInstants(period);
  const [schedules, members, blocks] = await Promise.all([
    activeSchedulesOf(db, { merchantId: merchant.id }),
    activeMembersOf(db, { merchantId: merchant.id }),
    blockedTimeOf(db, { ...instants, merchantId: merchant.id }),
  ]);
  const rules = rulesBySalon([merchant.id], schedules);
  const bookingRows = await offPeakBookingsByRule(db, { ...instants, merchantId: merchant.id, windows: ruleWindows(rules) });
  const impact = salonImpact({ period, rules: rules.get(merchant.id)!, bookingRows, openingHours: merchant.availabilityHours, members, blocks: blocksByMember(blocks) });
  const weeks = weeksOfPeriod(period);
  return {
    merchant_id: merchant.id,
    from: period.from,
    to: period.to,
    rules: rulesDto(impact, weeks),
    weeks: weeksDto(weeks, (week) => impact.weeks.get(week) ?? NO_SUMS),
    totals: figuresDto(impact.totals),
  };
}
