import { type IsoDate, type WallTime, type Weekday, londonWeekday, minutesOf, timeOf } from './london-time';
import { type Pence } from './money';

/**
 * An off-peak window on one weekday, London time, `start` inclusive and `end` exclusive (the shape of the
 * merchant's off-peak schedules: day_of_week 0 = Sunday, start_time, end_time).
 */
export interface OffPeakWindow {
  dayOfWeek: Weekday;
  start: WallTime;
  end: WallTime;
}

const weekday = (dayOfWeek: Weekday): OffPeakWindow => ({ dayOfWeek, start: '10:00', end: '15:00' });
const weekend = (dayOfWeek: Weekday): OffPeakWindow => ({ dayOfWeek, start: '18:00', end: '22:00' });

/** Lull's off-peak hours when a merchant has set none: Monday to Friday 10:00–15:00, Saturday and Sunday 18:00–22:00. */
export const DEFAULT_OFF_PEAK_WINDOWS: readonly OffPeakWindow[] = Object.freeze([
  weekday(1),
  weekday(2),
  weekday(3),
  weekday(4),
  weekday(5),
  weekend(6),
  weekend(0),
]);

const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Days in words, Monday first: 'Monday to Friday', 'Saturday and Sunday', 'Monday, Wednesday and Friday'. */
function daysInWords(days: readonly Weekday[]): string {
  const positions = WEEK_FROM_MONDAY.map((day, position) => (days.includes(day) ? position : -1)).filter((position) => position >= 0);
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const name = (position: number) => WEEKDAY_NAMES[WEEK_FROM_MONDAY[position]!];
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)} to ${name(run.at(-1)!)}`] : run.map(name)));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Windows in words, Monday first, days with the same hours together: 'Monday to Friday 10:00–15:00; Saturday and
 * Sunday 18:00–22:00'. How the dashboard says what "Lull's standard off-peak hours" are (decision 037).
 */
export function describeOffPeakWindows(windows: readonly OffPeakWindow[]): string {
  const byHours = new Map<string, Weekday[]>();
  for (const day of WEEK_FROM_MONDAY) {
    for (const window of windows.filter((w) => w.dayOfWeek === day)) {
      const hours = `${window.start}–${window.end}`;
      byHours.set(hours, [...(byHours.get(hours) ?? []), day]);
    }
  }
  return [...byHours].map(([hours, days]) => `${daysInWords(days)} ${hours}`).join('; ');
}

/** Lull's standard off-peak hours in words, from the default windows themselves. */
export const DEFAULT_OFF_PEAK_HOURS = describeOffPeakWindows(DEFAULT_OFF_PEAK_WINDOWS);

/** Whether a start at `time` on `date` falls in one of the windows. */
export function isInOffPeakWindow(windows: readonly OffPeakWindow[], date: IsoDate, time: WallTime): boolean {
  const day = londonWeekday(date);
  const minute = minutesOf(time);
  return windows.some((w) => w.dayOfWeek === day && minutesOf(w.start) <= minute && minute < minutesOf(w.end));
}

/** How a merchant's schedules discount its affected services (spec §3 "Off-peak pricing mode"). */
export const OFF_PEAK_PRICING_MODES = ['percentage', 'fixed'] as const;
export type OffPeakPricingMode = (typeof OFF_PEAK_PRICING_MODES)[number];

/** A merchant's off-peak schedule: a window with its own discount (5–50 %, used in percentage mode). */
export interface OffPeakSchedule extends OffPeakWindow {
  discountPercentage: number;
}

/**
 * A merchant's own off-peak pricing of one service: present only when the service is one of the merchant's
 * affected services and the merchant has at least one active schedule (see `merchantOffPeakPricing`).
 */
export interface MerchantOffPeakPricing {
  mode: OffPeakPricingMode;
  /** The active schedules only; never empty. */
  schedules: readonly OffPeakSchedule[];
  /** Fixed mode: the service's off-peak price; counts only from 1p up to just under the price. */
  fixedPricePence: Pence | null;
}

/**
 * Builds a service's merchant pricing from what the merchant saved: null (Lull's default rule) when the
 * service is not affected or no schedule is active, since inactive schedules are ignored.
 */
export function merchantOffPeakPricing(input: {
  affected: boolean;
  schedules: readonly (OffPeakSchedule & { isActive: boolean })[];
  mode: OffPeakPricingMode;
  fixedPricePence: Pence | null | undefined;
}): MerchantOffPeakPricing | null {
  const active = input.schedules
    .filter((schedule) => schedule.isActive)
    .map(({ dayOfWeek, start, end, discountPercentage }) => ({ dayOfWeek, start, end, discountPercentage }));
  if (!input.affected || active.length === 0) return null;
  return { mode: input.mode, schedules: active, fixedPricePence: input.fixedPricePence ?? null };
}

/**
 * The one choice of windows: a service's merchant schedules when it has merchant pricing, else the default
 * ones. Every price (the catalogue's off-peak flags, the booking's price and the client's preview) goes through it.
 */
export function offPeakWindowsFor(merchantPricing: MerchantOffPeakPricing | null | undefined): readonly OffPeakWindow[] {
  return merchantPricing ? merchantPricing.schedules.map(({ dayOfWeek, start, end }) => ({ dayOfWeek, start, end })) : DEFAULT_OFF_PEAK_WINDOWS;
}

/** A service's two prices in pence (the services table's columns). */
export interface ServicePrices {
  pricePence: Pence;
  offPeakPricePence: Pence | null | undefined;
}

/** Everything a service's price at a start depends on: its prices and, for an affected service, the merchant's pricing. */
export interface OffPeakTerms extends ServicePrices {
  merchantPricing?: MerchantOffPeakPricing | null;
}

function isUsableOffPeak(pricePence: Pence, offPeakPricePence: Pence | null | undefined): offPeakPricePence is Pence {
  return offPeakPricePence !== null && offPeakPricePence !== undefined && offPeakPricePence >= 0 && offPeakPricePence < pricePence;
}

/** Fixed mode: at least 1p and below the price (spec §5: 0.01 up to just under the regular price). */
export function isUsableFixedPrice(pricePence: Pence, fixedPricePence: Pence | null | undefined): fixedPricePence is Pence {
  return fixedPricePence !== null && fixedPricePence !== undefined && fixedPricePence >= 1 && fixedPricePence < pricePence;
}

/** `percentage` % of the price, rounded half up to the penny in whole numbers (12.5p is 13p). */
export function percentageDiscount(pricePence: Pence, percentage: number): Pence {
  if (pricePence <= 0 || percentage <= 0) return 0;
  return Math.floor((pricePence * percentage + 50) / 100);
}

/** The price a schedule gives the service (no floor below 0: a discount is at most 50 %). */
function scheduledPrice(pricePence: Pence, pricing: MerchantOffPeakPricing, schedule: OffPeakSchedule): Pence {
  if (pricing.mode === 'fixed') return isUsableFixedPrice(pricePence, pricing.fixedPricePence) ? pricing.fixedPricePence : pricePence;
  return pricePence - percentageDiscount(pricePence, schedule.discountPercentage);
}

/** What a service costs at one start (before the platform fee), and whether that is an off-peak price. */
export interface PriceAtStart {
  pricePence: Pence;
  offPeak: boolean;
}

/**
 * THE price of a service at a London start; nothing else decides one (DESIGN §8, decision 015).
 *
 * - An affected service of a merchant with active schedules: a start inside one of its windows (start
 *   inclusive, end exclusive) gets that window's discount: percentage mode takes discount_percentage % off,
 *   rounded half up to the penny; fixed mode charges the service's fixed off-peak price (when it is 1p up to
 *   just under the price). When windows overlap the start gets the biggest discount. A start outside them
 *   gets none: the merchant's windows replace Lull's default ones for that service.
 * - Any other service: Lull's default windows with the service's own off-peak price (when it is below the price).
 *
 * It is an off-peak price only when it is below the price, so a discount that rounds to nothing is no discount.
 */
export function offPeakPriceAt(terms: OffPeakTerms, date: IsoDate, time: WallTime): PriceAtStart {
  const { pricePence, offPeakPricePence, merchantPricing } = terms;
  if (merchantPricing) {
    const day = londonWeekday(date);
    const minute = minutesOf(time);
    let best = pricePence;
    for (const schedule of merchantPricing.schedules) {
      if (schedule.dayOfWeek === day && minutesOf(schedule.start) <= minute && minute < minutesOf(schedule.end)) {
        best = Math.min(best, scheduledPrice(pricePence, merchantPricing, schedule));
      }
    }
    return { pricePence: best, offPeak: best < pricePence };
  }
  if (isUsableOffPeak(pricePence, offPeakPricePence) && isInOffPeakWindow(DEFAULT_OFF_PEAK_WINDOWS, date, time)) {
    return { pricePence: offPeakPricePence, offPeak: true };
  }
  return { pricePence, offPeak: false };
}

/**
 * The lowest price any start can get, or null when no start gets an off-peak price: the cards' "from" price,
 * the percent-off badge and the price filters' effective price (catalogue_entries, migration 0013, says the same in SQL).
 */
export function lowestOffPeakPrice(terms: OffPeakTerms): Pence | null {
  const { pricePence, offPeakPricePence, merchantPricing } = terms;
  if (merchantPricing) {
    const lowest = Math.min(...merchantPricing.schedules.map((schedule) => scheduledPrice(pricePence, merchantPricing, schedule)));
    return lowest < pricePence ? lowest : null;
  }
  return isUsableOffPeak(pricePence, offPeakPricePence) ? offPeakPricePence : null;
}

/** Whether some start gets an off-peak price (the default rule: an off-peak price set and below the price). */
export function hasOffPeakPrice(terms: OffPeakTerms): boolean {
  return lowestOffPeakPrice(terms) !== null;
}

/** Whether a start gets an off-peak price (`offPeakPriceAt`). */
export function offPeakApplies(booking: OffPeakTerms & { date: IsoDate; time: WallTime }): boolean {
  return offPeakPriceAt(booking, booking.date, booking.time).offPeak;
}

/**
 * The percent-off badge: round((price − off-peak) / price × 100), half up, in whole-number arithmetic so
 * 2.5 % is 3 and 12.5 % is 13 without float surprises. 0 without a usable off-peak price or for a free service.
 */
export function percentOff(pricePence: Pence, offPeakPricePence: Pence | null | undefined): number {
  if (pricePence <= 0 || !isUsableOffPeak(pricePence, offPeakPricePence)) return 0;
  const saving = pricePence - offPeakPricePence;
  return Math.floor((200 * saving + pricePence) / (2 * pricePence));
}

/** The biggest badge among a merchant's services (0 when none has a discount), for "up to N% off". */
export function maxPercentOff(services: readonly OffPeakTerms[]): number {
  return services.reduce((max, s) => Math.max(max, percentOff(s.pricePence, lowestOffPeakPrice(s))), 0);
}

/** Part of a day that two or more of a merchant's active windows cover, and what a start in it gets. */
export interface OffPeakOverlap {
  dayOfWeek: Weekday;
  start: WallTime;
  end: WallTime;
  /** The overlapping windows, by their place in the list given (inactive ones never overlap). */
  windows: number[];
  /** Percentage mode: their discounts, smallest first, and the one a start here gets (`offPeakPriceAt`: the biggest). */
  percentages: number[];
  appliedPercentage: number;
  /** What to tell the merchant, in full. */
  message: string;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const COUNTS = ['', 'one', 'two', 'three', 'four', 'five'] as const;

function listed(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;
}

function overlapMessage(overlap: Omit<OffPeakOverlap, 'message'>, mode: OffPeakPricingMode): string {
  const where = `${DAY_NAMES[overlap.dayOfWeek]} ${overlap.start}–${overlap.end} is in ${COUNTS[overlap.windows.length] ?? overlap.windows.length} of your slots`;
  if (mode === 'fixed') return `${where}: with fixed prices each service has one off-peak price, so a booking starting then pays it once.`;
  const distinct = [...new Set(overlap.percentages)];
  if (distinct.length === 1) return `${where}, all at ${distinct[0]}% off: a booking starting then gets ${distinct[0]}% off, once.`;
  return `${where} (${listed(distinct.map((p) => `${p}%`))} off): a booking starting then gets ${overlap.appliedPercentage}% off, the biggest discount.`;
}

/**
 * Where a merchant's active windows overlap, day by day (decision 039): each stretch covered by the same two or more
 * windows, with the discount a start there gets under `offPeakPriceAt` (the biggest; in fixed mode the service's one
 * price) and a sentence saying so. Overlaps are allowed: a salon may lay a deeper discount over a longer window.
 */
export function offPeakOverlaps(schedules: readonly (OffPeakSchedule & { isActive?: boolean })[], mode: OffPeakPricingMode): OffPeakOverlap[] {
  const overlaps: OffPeakOverlap[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0] as const) {
    const windows = schedules
      .map((schedule, index) => ({ schedule, index }))
      .filter(({ schedule }) => schedule.dayOfWeek === day && schedule.isActive !== false && minutesOf(schedule.start) < minutesOf(schedule.end));
    const edges = [...new Set(windows.flatMap(({ schedule }) => [minutesOf(schedule.start), minutesOf(schedule.end)]))].sort((a, b) => a - b);
    let current: (Omit<OffPeakOverlap, 'message' | 'start' | 'end'> & { from: number; to: number }) | null = null;
    const close = () => {
      if (current === null) return;
      const { from, to, ...rest } = current;
      const overlap = { ...rest, start: timeOf(from), end: timeOf(to) };
      overlaps.push({ ...overlap, message: overlapMessage(overlap, mode) });
      current = null;
    };
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const from = edges[i]!;
      const to = edges[i + 1]!;
      const covering = windows.filter(({ schedule }) => minutesOf(schedule.start) <= from && to <= minutesOf(schedule.end));
      if (covering.length < 2) {
        close();
        continue;
      }
      const indexes = covering.map(({ index }) => index);
      if (current !== null && current.to === from && current.windows.join() === indexes.join()) {
        current.to = to;
        continue;
      }
      close();
      const percentages = covering.map(({ schedule }) => schedule.discountPercentage).sort((a, b) => a - b);
      current = { dayOfWeek: day, from, to, windows: indexes, percentages, appliedPercentage: percentages.at(-1)! };
    }
    close();
  }
  return overlaps;
}
