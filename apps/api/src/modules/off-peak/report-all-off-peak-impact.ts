import type { AdminOffPeakImpact, AdminOffPeakImpactQuery } from '@lull/domain/contracts/off-peak-impact';
import { periodInstants } from '@lull/domain/analytics';
import { pageOffset } from '@lull/domain/contracts/paging';
import { londonDateOf } from '@lull/domain/london-time';
import { impactPeriod, weeksOfPeriod } from '@lull/domain/off-peak-impact';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { NO_SUMS, groupedBy, type Sums, addSums, blocksByMember, figuresDto, ruleWindows, rulesBySalon, salonImpact, weeksDto } from './off-peak-impact-figures';
import { activeMembersOf, activeSchedulesOf, blockedTimeOf, listImpactSalons, offPeakBookingsByRule } from './off-peak-impact.repository';

/**
 * GET /api/admin/off-peak-impact (decision 057): the salons' figures added up per London week across every listed
 * salon (or the one `merchant_id` names), and the salons paged, most off-peak bookings first, then most revenue, then
 * by name. The bookings are summed by the database in one query for every salon; each salon's working time is its
 * team's hours, a few rows a salon, worked out by the same pure functions as the salon's own figures.
 */
export async function reportAllOffPeakImpact({ db, clock }: AppContext, query: AdminOffPeakImpactQuery): Promise<AdminOffPeakImpact> {
  const resolved = impactPeriod(query, londonDateOf(clock()));
  if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.error, resolved.fields);
  const { period } = resolved;
  const instants = periodInstants(period);
  const salons = await listImpactSalons(db, query.merchant_id);
  if (query.merchant_id !== undefined && salons.length === 0) throw new AppError('NOT_FOUND', 'Business not found.');
  const ids = salons.map((salon) => salon.id);
  const scope = query.merchant_id === undefined ? 'listed' : { merchantId: query.merchant_id };
  const [schedules, members, blocks] = await Promise.all([
    activeSchedulesOf(db, scope),
    activeMembersOf(db, scope),
    blockedTimeOf(db, { ...instants, merchantId: query.merchant_id }),
  ]);
  const rules = rulesBySalon(ids, schedules);
  const bookingRows = await offPeakBookingsByRule(db, { ...instants, merchantId: query.merchant_id, windows: ruleWindows(rules) });
  const rowsBySalon = groupedBy(bookingRows, (row) => row.merchantId);
  const membersBySalon = groupedBy(members, (member) => member.merchantId);
  const blocked = blocksByMember(blocks);

  const weekSums = new Map<string, Sums>();
  const ranked = salons.map((salon) => {
    const impact = salonImpact({
      period,
      rules: rules.get(salon.id)!,
      bookingRows: rowsBySalon.get(salon.id) ?? [],
      openingHours: salon.openingHours,
      members: membersBySalon.get(salon.id) ?? [],
      blocks: blocked,
    });
    for (const [week, sums] of impact.weeks) weekSums.set(week, addSums(weekSums.get(week) ?? NO_SUMS, sums));
    return { salon, impact };
  });
  ranked.sort(
    (a, b) =>
      b.impact.totals.bookings - a.impact.totals.bookings ||
      b.impact.totals.revenuePence - a.impact.totals.revenuePence ||
      a.salon.businessName.localeCompare(b.salon.businessName) ||
      a.salon.id.localeCompare(b.salon.id),
  );
  const { page, page_size: pageSize } = query;
  const offset = pageOffset(query);
  return {
    from: period.from,
    to: period.to,
    weeks: weeksDto(weeksOfPeriod(period), (week) => weekSums.get(week) ?? NO_SUMS),
    totals: figuresDto([...weekSums.values()].reduce(addSums, NO_SUMS)),
    salons: {
      items: ranked.slice(offset, offset + pageSize).map(({ salon, impact }) => ({
        merchant_id: salon.id,
        business_name: salon.businessName,
        city: salon.city,
        active_rules: impact.activeRules,
        ...figuresDto(impact.totals),
      })),
      total: ranked.length,
      page,
      page_size: pageSize,
    },
  };
}
