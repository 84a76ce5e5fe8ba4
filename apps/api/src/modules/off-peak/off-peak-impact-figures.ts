import type { AnalyticsPeriod } from '@lull/domain/analytics';
import type { ImpactFigures, ImpactRule as ImpactRuleDto, ImpactWeek as ImpactWeekDto } from '@lull/domain/contracts/off-peak-impact';
import { penceToPounds } from '@lull/domain/money';
import {
  type ImpactMember,
  type ImpactRule,
  type ImpactWeek,
  OTHER_HOURS_KEY,
  OTHER_HOURS_LABEL,
  impactRules,
  teamWorkingMinutes,
  utilisationPercent,
} from '@lull/domain/off-peak-impact';
import type { ImpactBookingRow, RuleWindowRow, activeMembersOf, activeSchedulesOf, blockedTimeOf } from './off-peak-impact.repository';

/** What the use cases share (decision 057): a salon's rules, its figures per rule and week, and their DTOs. */

/** Sums in pence and minutes; pounds only in the DTO. */
export interface Sums {
  bookings: number;
  revenuePence: number;
  discountPence: number;
  bookedMinutes: number;
  workingMinutes: number;
}

export const NO_SUMS: Sums = { bookings: 0, revenuePence: 0, discountPence: 0, bookedMinutes: 0, workingMinutes: 0 };

export function addSums(a: Sums, b: Partial<Sums>): Sums {
  return {
    bookings: a.bookings + (b.bookings ?? 0),
    revenuePence: a.revenuePence + (b.revenuePence ?? 0),
    discountPence: a.discountPence + (b.discountPence ?? 0),
    bookedMinutes: a.bookedMinutes + (b.bookedMinutes ?? 0),
    workingMinutes: a.workingMinutes + (b.workingMinutes ?? 0),
  };
}

export function figuresDto(sums: Sums): ImpactFigures {
  return {
    bookings: sums.bookings,
    revenue: penceToPounds(sums.revenuePence),
    discount: penceToPounds(sums.discountPence),
    booked_minutes: sums.bookedMinutes,
    working_minutes: sums.workingMinutes,
    utilisation_percent: utilisationPercent(sums.bookedMinutes, sums.workingMinutes),
  };
}

export function weeksDto(weeks: readonly ImpactWeek[], sumsOf: (weekStart: string) => Sums): ImpactWeekDto[] {
  return weeks.map((week) => ({ week_start: week.weekStart, from: week.from, to: week.to, ...figuresDto(sumsOf(week.weekStart)) }));
}

type ScheduleRow = Awaited<ReturnType<typeof activeSchedulesOf>>[number];
type MemberRow = Awaited<ReturnType<typeof activeMembersOf>>[number];
type BlockRow = Awaited<ReturnType<typeof blockedTimeOf>>[number];

/** Each salon's rules (`impactRules`: its active schedules, then Lull's standard hours). */
export function rulesBySalon(merchantIds: readonly string[], schedules: readonly ScheduleRow[]): Map<string, ImpactRule[]> {
  const bySalon = groupedBy(schedules, (schedule) => schedule.merchantId);
  return new Map(
    merchantIds.map((id) => {
      const own = bySalon.get(id) ?? [];
      return [id, impactRules(own, own[0]?.pricingMode ?? 'percentage')];
    }),
  );
}

/** The windows the bookings query matches: every salon's own rules ranked as listed, then Lull's standard hours for any salon. */
export function ruleWindows(rules: ReadonlyMap<string, readonly ImpactRule[]>): RuleWindowRow[] {
  const rows: RuleWindowRow[] = [];
  let standard: readonly ImpactRule[] = [];
  for (const [merchantId, salonRules] of rules) {
    for (const [rank, rule] of salonRules.entries()) {
      if (rule.scheduleId === null) {
        standard = salonRules.filter((r) => r.scheduleId === null);
        continue;
      }
      rows.push(...rule.windows.map((w) => ({ merchantId, ruleKey: rule.key, rank, dayOfWeek: w.dayOfWeek, startTime: w.start, endTime: w.end })));
    }
  }
  for (const [index, rule] of standard.entries()) {
    rows.push(...rule.windows.map((w) => ({ merchantId: null, ruleKey: rule.key, rank: 10_000 + index, dayOfWeek: w.dayOfWeek, startTime: w.start, endTime: w.end })));
  }
  return rows;
}

/** A salon's figures: per rule and week, per week over every rule it is reported by, and in all. */
export interface SalonImpact {
  rules: { rule: ImpactRule | null; weeks: Map<string, Sums>; totals: Sums }[];
  weeks: Map<string, Sums>;
  totals: Sums;
  activeRules: number;
}

/**
 * Works out a salon's figures from its bookings' sums (`offPeakBookingsByRule`) and its team's working time. It is
 * reported by its own rules; by Lull's standard hours when it has none of its own or they sold something; and by
 * 'other hours' when an off-peak booking is in no rule's hours now (its rules changed since).
 */
export function salonImpact(input: {
  period: AnalyticsPeriod;
  rules: readonly ImpactRule[];
  bookingRows: readonly ImpactBookingRow[];
  openingHours: string;
  members: readonly MemberRow[];
  /** Blocked time by member id. */
  blocks: ReadonlyMap<string, readonly BlockRow[]>;
}): SalonImpact {
  const own = input.rules.filter((rule) => rule.scheduleId !== null);
  const sold = new Set(input.bookingRows.map((row) => row.ruleKey ?? OTHER_HOURS_KEY));
  const shown = input.rules.filter((rule) => rule.scheduleId !== null || own.length === 0 || sold.has(rule.key));
  const members: ImpactMember[] = input.members.map((member) => ({
    workingHours: member.workingHours,
    blocks: (input.blocks.get(member.id) ?? []).map((block) => ({ start: block.startsAt, end: block.endsAt })),
  }));
  const working = teamWorkingMinutes({ period: input.period, rules: shown, openingHours: input.openingHours, members });

  const bookingsOf = (key: string) => {
    const byWeek = new Map<string, Sums>();
    for (const row of input.bookingRows.filter((r) => (r.ruleKey ?? OTHER_HOURS_KEY) === key)) {
      byWeek.set(row.weekStart, addSums(byWeek.get(row.weekStart) ?? NO_SUMS, row));
    }
    return byWeek;
  };
  const withWorking = (byWeek: Map<string, Sums>, workingByWeek: ReadonlyMap<string, number>) => {
    for (const [week, minutes] of workingByWeek) byWeek.set(week, addSums(byWeek.get(week) ?? NO_SUMS, { workingMinutes: minutes }));
    return byWeek;
  };
  const total = (byWeek: ReadonlyMap<string, Sums>) => [...byWeek.values()].reduce(addSums, NO_SUMS);

  const rules: SalonImpact['rules'] = shown.map((rule) => {
    const weeks = withWorking(bookingsOf(rule.key), working.byRule.get(rule.key)!);
    return { rule, weeks, totals: total(weeks) };
  });
  if (sold.has(OTHER_HOURS_KEY)) {
    const weeks = bookingsOf(OTHER_HOURS_KEY);
    rules.push({ rule: null, weeks, totals: total(weeks) });
  }
  const weeks = new Map<string, Sums>();
  for (const rule of rules) {
    for (const [week, sums] of rule.weeks) weeks.set(week, addSums(weeks.get(week) ?? NO_SUMS, { ...sums, workingMinutes: 0 }));
  }
  withWorking(weeks, working.anyRule);
  return { rules, weeks, totals: total(weeks), activeRules: own.length };
}

/** Rows grouped by a key, in their order (Map.groupBy, which Node 20 lacks). */
export function groupedBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** Blocked time grouped by member. */
export const blocksByMember = (blocks: readonly BlockRow[]) => groupedBy(blocks, (block) => block.teamMemberId);

/** A salon's rows as the API answers them. */
export function rulesDto(impact: SalonImpact, weeks: readonly ImpactWeek[]): ImpactRuleDto[] {
  return impact.rules.map(({ rule, weeks: byWeek, totals }) => ({
    key: rule?.key ?? OTHER_HOURS_KEY,
    schedule_id: rule?.scheduleId ?? null,
    label: rule?.label ?? OTHER_HOURS_LABEL,
    discount_percentage: rule?.discountPercentage ?? null,
    totals: figuresDto(totals),
    weeks: weeksDto(weeks, (week) => byWeek.get(week) ?? NO_SUMS),
  }));
}
