import type { Service } from '@lull/domain/contracts/catalogue';
import { toOffPeakPricingDto, toOffPeakWindowDto } from '@lull/domain/contracts/off-peak-dto';
import { type IsoDate, type WallTime, addDaysToDate, londonDateOf, londonInstant, nextDates } from '@lull/domain/london-time';
import { type TimeOfDay, isInTimeOfDay } from '@lull/domain/search-when';
import { penceToPounds } from '@lull/domain/money';
import { roundedAverage } from '@lull/domain/reviews';
import { hasOffPeakPrice, lowestOffPeakPrice, offPeakPriceAt, offPeakWindowsFor, percentOff } from '@lull/domain/off-peak';
import { upcomingAvailability, type TeamMemberDiary } from '@lull/domain/slots';
import { addDays, type Clock } from '../../shared/clock';
import type { CardTimesInputs, ListedServiceRow } from './catalogue.repository';

/*
 * A service as a listing's card shows it, with its next free times (decision 049): what listing, searching, one
 * service's page and the favourites' next off-peak times all answer with.
 */

/** Cards show the next few free times over the coming week. */
export const CARD_DAYS = 7;
const CARD_TIMES = 4;
/** The most times a day `freeTimes` looks at. */
export const TIMES_PER_DAY = 48;

export function merchantAddress(row: { addressLine1: string; addressLine2: string | null; city: string; postcode: string }): string {
  return [row.addressLine1, row.addressLine2, row.city, row.postcode].filter((part) => part && part.trim()).join(', ');
}

export function roundMiles(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 10) / 10;
}

/** A service's card as every list shows it; a list adds how far it is (`placed`). */
export type ServiceCard = Omit<Service, 'distance_miles'>;

/** Each remembered card as shown away from any place: most lists are, so the copy is made once per card. */
const unplaced = new WeakMap<ServiceCard, Service>();
/** The card each card shown was placed from (`placed`), so an answer can write it from the card's JSON (`serviceJson`). */
const placedFrom = new WeakMap<Service, ServiceCard>();

/** A card where a list shows it: with its distance from the place searched (rounded), or null without one. */
export function placed(card: ServiceCard, distanceMiles: number | null): Service {
  if (distanceMiles !== null) {
    const shown = { ...card, distance_miles: roundMiles(distanceMiles) };
    placedFrom.set(shown, card);
    return shown;
  }
  let shown = unplaced.get(card);
  if (!shown) {
    shown = { ...card, distance_miles: null };
    unplaced.set(card, shown);
    placedFrom.set(shown, card);
  }
  return shown;
}

/** Each card's JSON without its closing brace, written once per card however many answers show it. */
const cardJson = new WeakMap<ServiceCard, string>();

/**
 * A card shown on a list as JSON, exactly as `JSON.stringify` writes it (the distance comes last, as `placed` puts
 * it), from its card's JSON written once; null for a service `placed` did not make.
 */
export function serviceJson(service: Service): string | null {
  const card = placedFrom.get(service);
  if (!card) return null;
  let json = cardJson.get(card);
  if (json === undefined) {
    json = JSON.stringify(card).slice(0, -1);
    cardJson.set(card, json);
  }
  return `${json},"distance_miles":${JSON.stringify(service.distance_miles)}}`;
}

function toServiceCard(row: ListedServiceRow, nextAvailable: Service['next_available']): ServiceCard {
  // The "from" price and the badge are the lowest price a start can get, by the same rule as each slot's price.
  const lowest = lowestOffPeakPrice(row);
  return {
    id: row.id,
    merchant_id: row.merchantId,
    name: row.name,
    description: row.description,
    category: row.category,
    materials: row.materials,
    price: penceToPounds(row.pricePence),
    off_peak_price: lowest === null ? null : penceToPounds(lowest),
    percent_off: percentOff(row.pricePence, lowest),
    duration: row.durationMinutes,
    merchant_business_name: row.businessName,
    merchant_address: merchantAddress(row),
    merchant_logo_url: row.logoUrl,
    image_url: row.imageUrl,
    availability_schedule: row.availabilitySchedule,
    merchant_availability_hours: row.availabilityHours,
    next_available: nextAvailable,
    off_peak_windows: offPeakWindowsFor(row.merchantPricing).map(toOffPeakWindowDto),
    off_peak_pricing: toOffPeakPricingDto(row.merchantPricing),
    merchant_rating: roundedAverage(row.merchantRating, row.merchantReviewCount),
    merchant_review_count: row.merchantReviewCount,
  };
}

export type Slot = Service['next_available'][number];

/** Remembered days of free times (see `freeTimesOn`); cleared when it grows past this many. */
const REMEMBERED_DAYS = 50_000;
const midnights = new Map<IsoDate, number>();

/** The instant London's date begins (its midnight always exists: the clocks change at 01:00). */
function londonMidnight(date: IsoDate): number {
  let instant = midnights.get(date);
  if (instant === undefined) {
    if (midnights.size > 1_000) midnights.clear();
    instant = londonInstant(date, '00:00').getTime();
    midnights.set(date, instant);
  }
  return instant;
}

/** What a service's free times on a day depend on besides its team: its business's hours and its own schedule and length. */
interface DayInputs {
  id: string;
  availabilityHours: string;
  availabilitySchedule: string | null;
  durationMinutes: number;
  bufferMinutes: number;
}

const rememberedTimes = new Map<string, readonly WallTime[]>();

/**
 * A service's free start times on one date (up to TIMES_PER_DAY, from the domain's `upcomingAvailability`, the
 * booking's own rule). It is pure, so a day is remembered under everything it depends on: the hours, the schedule,
 * the duration and buffer, the date, the minute of `now` (starts are whole minutes), and the members who perform it
 * (`team` holds only them) with their hours and the busy times that can touch that date (others cannot change it).
 * Services alike in all of that, in the same minute, cost one computation.
 */
export function freeTimesOn(service: DayInputs, date: IsoDate, nextDate: IsoDate, now: Date, team: readonly TeamMemberDiary[]): readonly WallTime[] {
  const from = londonMidnight(date);
  const until = londonMidnight(nextDate) + (service.durationMinutes + service.bufferMinutes) * 60_000;
  const members = team.map((member) => ({
    ...member,
    busy: member.busy.filter((interval) => interval.end.getTime() > from && interval.start.getTime() < until),
  }));
  const key = [
    service.availabilityHours,
    service.availabilitySchedule ?? '-',
    service.durationMinutes,
    service.bufferMinutes,
    date,
    Math.floor(now.getTime() / 60_000),
    members
      .map((member) => `${member.id}${JSON.stringify(member.workingHours)}:${member.busy.map((busy) => `${busy.start.getTime()}-${busy.end.getTime()}`).join(',')}`)
      .join(';'),
  ].join('|');
  let times = rememberedTimes.get(key);
  if (times === undefined) {
    const [day] = upcomingAvailability({
      fromDate: date,
      days: 1,
      maxDays: 1,
      maxPerDay: TIMES_PER_DAY,
      durationMinutes: service.durationMinutes,
      availabilitySchedule: service.availabilitySchedule,
      openingHours: service.availabilityHours,
      now,
      team: { serviceId: service.id, bufferMinutes: service.bufferMinutes, members },
    });
    times = day?.times ?? [];
    if (rememberedTimes.size >= REMEMBERED_DAYS) rememberedTimes.clear();
    rememberedTimes.set(key, times);
  }
  return times;
}

/** Priced days, under the remembered times they price (`freeTimesOn` answers the same array for the same day). */
const pricedDays = new WeakMap<readonly WallTime[], Map<string, readonly Slot[]>>();

/**
 * A service's free times on one date (`freeTimesOn`), each with its price and whether that is off-peak
 * (`offPeakPriceAt`), remembered with the times under the prices and off-peak pricing that decide them.
 */
function dayOfSlots(row: ListedServiceRow, date: IsoDate, nextDate: IsoDate, now: Date, team: readonly TeamMemberDiary[]): readonly Slot[] {
  const times = freeTimesOn(row, date, nextDate, now, team);
  const byPrices = pricedDays.get(times) ?? new Map<string, readonly Slot[]>();
  pricedDays.set(times, byPrices);
  const key = `${date}|${row.pricePence}|${row.offPeakPricePence ?? '-'}|${row.merchantPricing ? JSON.stringify(row.merchantPricing) : ''}`;
  let slots = byPrices.get(key);
  if (slots === undefined) {
    slots = times.map((time) => {
      const atStart = offPeakPriceAt(row, date, time);
      return { date, time, off_peak: atStart.offPeak, price: penceToPounds(atStart.pricePence) };
    });
    byPrices.set(key, slots);
  }
  return slots;
}

/**
 * A card's next times: its first CARD_TIMES free off-peak times over the coming week when it has any, else
 * its first CARD_TIMES free times. The same answer as listing the week's free times (up to TIMES_PER_DAY a
 * day) and picking, but it reads day by day and stops once the answer is known, usually on the first day.
 * `dates` are the week's, today first.
 */
export function cardTimes(row: ListedServiceRow, dates: readonly IsoDate[], now: Date): Slot[] {
  const priced = hasOffPeakPrice(row);
  const offPeak: Slot[] = [];
  const first: Slot[] = [];
  for (const [index, date] of dates.entries()) {
    for (const slot of dayOfSlots(row, date, dates[index + 1] ?? addDaysToDate(date, 1), now, row.team)) {
      if (slot.off_peak) offPeak.push(slot);
      else if (first.length < CARD_TIMES) first.push(slot);
      if (offPeak.length === CARD_TIMES) return offPeak;
    }
    // Without an off-peak price at any start no time is off-peak, so the first times are the answer.
    if (!priced && first.length === CARD_TIMES) return first;
  }
  return offPeak.length > 0 ? offPeak : first;
}

/**
 * Until when a card made `now` from `row` shows the same times, its business unchanged: its first time starting goes
 * (as time passes, times only go, and a time not shown going leaves the card as it is), a hold among its team's busy
 * time running out frees a time, and at London's midnight the coming week moves on. A card with no time keeps until
 * one of the last two.
 */
export function cardKeptUntil(row: Pick<ListedServiceRow, 'holdsExpireAt'>, card: Pick<ServiceCard, 'next_available'> | null, now: Date): number {
  let until = londonMidnight(addDaysToDate(londonDateOf(now), 1));
  if (row.holdsExpireAt) until = Math.min(until, row.holdsExpireAt.getTime());
  const first = card?.next_available[0];
  if (first) until = Math.min(until, londonInstant(first.date, first.time).getTime());
  return until;
}

/** What the cards of a listing made now are worked out from (see `withNextTimes`). */
export function cardTimesInputs(clock: Clock) {
  const now = clock();
  return { now, until: addDays(now, CARD_DAYS + 1) };
}

/**
 * The next free times for each card, from the team and diary the listing brought (`cardTimesInputs`).
 * Lull is for off-peak bookings, so a service with an off-peak price shows its next off-peak times when the
 * coming week has any, else its next times at the usual price.
 */
export function withNextTimes(rows: ListedServiceRow[], now: Date): ServiceCard[] {
  const dates = nextDates(londonDateOf(now), CARD_DAYS);
  return rows.map((row) => toServiceCard(row, cardTimes(row, dates, now)));
}

/** The most of a searched day's times a card carries. */
const DAY_CARD_TIMES = 8;

/**
 * The cards of a search by day: each with its free times that day in the part of the day asked for, earliest first,
 * from the day's free times as of now. A card whose times went in the moments since its free day was last worked out is left out.
 */
export function withTimesOn(rows: ListedServiceRow[], when: { date: IsoDate; timeOfDay?: TimeOfDay }, now: Date): ServiceCard[] {
  const nextDate = addDaysToDate(when.date, 1);
  return rows.flatMap((row) => {
    const times = dayOfSlots(row, when.date, nextDate, now, row.team).filter((slot) => isInTimeOfDay(slot.time, when.timeOfDay));
    return times.length > 0 ? [toServiceCard(row, times.slice(0, DAY_CARD_TIMES))] : [];
  });
}

/** What the cards of a search by day are worked out from: the diary from now to the end of that day and the longest treatment after. */
export function dayCardInputs(clock: Clock, date: IsoDate): CardTimesInputs {
  return { now: clock(), until: new Date(londonMidnight(addDaysToDate(date, 2))) };
}
