import { addDaysToDate, londonDateOf, londonWeekday, type IsoDate, type WallTime } from '@lull/domain/london-time';
import { poundsToPence } from '@lull/domain/money';
import { hasOffPeakPrice, offPeakPriceAt, type OffPeakTerms, type ServicePrices as DomainServicePrices } from '@lull/domain/off-peak';
import { fromOffPeakPricingDto } from '@lull/domain/contracts/off-peak-dto';
import type { Service } from '@lull/domain/contracts/catalogue';

/** A free start time, London wall clock (the API's `next_available` entries and availability days). */
export interface FreeSlot {
  date: IsoDate;
  time: WallTime;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Today's date in London, whatever the visitor's own time zone. */
export function todayInLondon(now: Date = new Date()): IsoDate {
  return londonDateOf(now);
}

function dayOfMonth(date: IsoDate): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${Number(day)} ${SHORT_MONTHS[Number(month) - 1] ?? ''}`;
}

/**
 * How a chip names a day: 'Today', 'Tomorrow', the weekday within the coming week ('Tue'), and the weekday
 * with its date beyond that ('Tue 9 Dec'), so a weekday never means two different days on one screen.
 */
export function slotDayLabel(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDaysToDate(today, 1)) return 'Tomorrow';
  const weekday = SHORT_DAYS[londonWeekday(date)];
  return date > today && date < addDaysToDate(today, 7) ? weekday : `${weekday} ${dayOfMonth(date)}`;
}

/** The heading over a day's times on the business page: 'Today', 'Tomorrow', 'Wednesday 26 Nov'. */
export function slotDayHeading(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDaysToDate(today, 1)) return 'Tomorrow';
  return `${LONG_DAYS[londonWeekday(date)]} ${dayOfMonth(date)}`;
}

/** 'Today 14:30', 'Tue 10:00'. */
export function slotLabel(slot: FreeSlot, today: IsoDate): string {
  return `${slotDayLabel(slot.date, today)} ${slot.time}`;
}

/**
 * The booking page, optionally with a start already chosen: /booking/{id}?date=2026-11-24&time=14:30. From a
 * business page, `from: 'merchant'` adds from=merchant, so the booking page's back link returns to that business.
 */
export function bookingHref(serviceId: string, slot?: FreeSlot, options: { from?: 'merchant' } = {}): string {
  const base = `/booking/${encodeURIComponent(serviceId)}`;
  // Dates and times are digits, '-' and ':' only: readable in the address bar without escaping.
  const params = [...(slot ? [`date=${slot.date}`, `time=${slot.time}`] : []), ...(options.from ? [`from=${options.from}`] : [])];
  return params.length > 0 ? `${base}?${params.join('&')}` : base;
}

/** A service's prices in pounds, its off-peak windows and the merchant's off-peak pricing, as the API sends them. */
export type ServicePrices = Pick<Service, 'price' | 'off_peak_price' | 'off_peak_windows' | 'off_peak_pricing'>;

/** The two prices in pence, the shape the domain's rules take. */
export function pricesInPence(prices: Pick<Service, 'price' | 'off_peak_price'>): DomainServicePrices {
  return {
    pricePence: poundsToPence(prices.price),
    offPeakPricePence: prices.off_peak_price === null ? null : poundsToPence(prices.off_peak_price),
  };
}

/** Whether the service has an off-peak price that counts (the domain's hasOffPeakPrice, from pounds). */
export function hasUsableOffPeakPrice(prices: Pick<Service, 'price' | 'off_peak_price'>): boolean {
  return hasOffPeakPrice(pricesInPence(prices));
}

/** What the domain's offPeakPriceAt and priceBooking take: the prices in pence and the merchant's terms. */
export function offPeakTermsOf(prices: ServicePrices): OffPeakTerms {
  return { ...pricesInPence(prices), merchantPricing: fromOffPeakPricingDto(prices.off_peak_pricing) };
}

/**
 * A start's price and whether it is off-peak, by the domain's offPeakPriceAt with the terms the API sent. The
 * server prices the booking; this labels the times so nobody picks one expecting a price it does not get.
 */
export function slotPrice(prices: ServicePrices, slot: FreeSlot): { pricePence: number; offPeak: boolean } {
  return offPeakPriceAt(offPeakTermsOf(prices), slot.date, slot.time);
}

/** Whether booking this start gets an off-peak price (`slotPrice`). */
export function isOffPeakSlot(prices: ServicePrices, slot: FreeSlot): boolean {
  return slotPrice(prices, slot).offPeak;
}
