import type { OffPeakWindowDto } from './contracts/catalogue';
import { type IsoDate, type WallTime, type Weekday, londonWeekday, minutesOf } from './london-time';
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

/** A window as the API sends it (`off_peak_windows`). */
export function toOffPeakWindowDto(window: OffPeakWindow): OffPeakWindowDto {
  return { day_of_week: window.dayOfWeek, start_time: window.start, end_time: window.end };
}

export function fromOffPeakWindowDto(dto: OffPeakWindowDto): OffPeakWindow {
  return { dayOfWeek: dto.day_of_week as Weekday, start: dto.start_time, end: dto.end_time };
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

/** Whether a start at `time` on `date` falls in one of the windows. */
export function isInOffPeakWindow(windows: readonly OffPeakWindow[], date: IsoDate, time: WallTime): boolean {
  const day = londonWeekday(date);
  const minute = minutesOf(time);
  return windows.some((w) => w.dayOfWeek === day && minutesOf(w.start) <= minute && minute < minutesOf(w.end));
}

/**
 * The one choice of windows: a merchant's active off-peak schedules when it has any, else the default ones.
 * Every price (the catalogue's off-peak flags, the booking's price and the client's preview) goes through it.
 */
export function offPeakWindowsFor(merchantWindows: readonly OffPeakWindow[]): readonly OffPeakWindow[] {
  return merchantWindows.length > 0 ? merchantWindows : DEFAULT_OFF_PEAK_WINDOWS;
}

/** A service's two prices in pence (the services table's columns). */
export interface ServicePrices {
  pricePence: Pence;
  offPeakPricePence: Pence | null | undefined;
}

/** The off-peak price counts only when it is set and below the price (a negative one is treated as unset). */
export function hasOffPeakPrice(service: ServicePrices): boolean {
  return isUsableOffPeak(service.pricePence, service.offPeakPricePence);
}

function isUsableOffPeak(pricePence: Pence, offPeakPricePence: Pence | null | undefined): offPeakPricePence is Pence {
  return offPeakPricePence !== null && offPeakPricePence !== undefined && offPeakPricePence >= 0 && offPeakPricePence < pricePence;
}

/**
 * Whether a start gets the off-peak price: the service has a usable off-peak price and the start (London wall
 * clock) falls in one of the windows `offPeakWindowsFor` chooses from the merchant's schedules.
 */
export function offPeakApplies(
  booking: ServicePrices & { date: IsoDate; time: WallTime; merchantWindows: readonly OffPeakWindow[] },
): boolean {
  return hasOffPeakPrice(booking) && isInOffPeakWindow(offPeakWindowsFor(booking.merchantWindows), booking.date, booking.time);
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
export function maxPercentOff(services: readonly ServicePrices[]): number {
  return services.reduce((max, s) => Math.max(max, percentOff(s.pricePence, s.offPeakPricePence)), 0);
}
