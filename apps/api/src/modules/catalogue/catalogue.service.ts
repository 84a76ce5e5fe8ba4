import type { BusinessResult, CatalogueQuery, PublicMerchant, SearchResults, Service } from '@lull/domain/contracts/catalogue';
import { toOffPeakPricingDto, toOffPeakWindowDto } from '@lull/domain/contracts/off-peak-dto';
import type { z } from 'zod';
import type { serviceListSchema } from '@lull/domain/contracts/catalogue';
import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import { type IsoDate, addDaysToDate, londonDateOf, londonInstant, nextDates } from '@lull/domain/london-time';
import { penceToPounds } from '@lull/domain/money';
import { roundedAverage } from '@lull/domain/reviews';
import { hasOffPeakPrice, lowestOffPeakPrice, offPeakPriceAt, offPeakWindowsFor, percentOff } from '@lull/domain/off-peak';
import { upcomingAvailability, type DayAvailability, type TakenInterval } from '@lull/domain/slots';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { AppError } from '../../shared/app-error';
import type { ChangeFeed } from '../../db/database';
import type { AppContext } from '../../shared/app-context';
import { addDays } from '../../shared/clock';
import { createTtlCache } from '../../shared/ttl-cache';
import { fileUrl } from '../files/file-urls';
import {
  findPublicMerchant,
  listServices,
  matchingServicesOf,
  searchBusinesses,
  takenIntervals,
  type CatalogueFilter,
  type ListedServiceRow,
} from './catalogue.repository';

/** Cards show the next few free times over the coming week. */
const CARD_DAYS = 7;
const CARD_TIMES = 4;
/** The most times a day `freeTimes` looks at. */
const TIMES_PER_DAY = 48;
type ServiceList = z.infer<typeof serviceListSchema>;
const UNKNOWN_POSTCODE = "We couldn't find that postcode. Check it and try again.";

function merchantAddress(row: { addressLine1: string; addressLine2: string | null; city: string; postcode: string }): string {
  return [row.addressLine1, row.addressLine2, row.city, row.postcode].filter((part) => part && part.trim()).join(', ');
}

function roundMiles(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 10) / 10;
}

function toServiceDto(row: ListedServiceRow, nextAvailable: Service['next_available']): Service {
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
    distance_miles: roundMiles(row.distanceMiles),
    off_peak_windows: offPeakWindowsFor(row.merchantPricing).map(toOffPeakWindowDto),
    off_peak_pricing: toOffPeakPricingDto(row.merchantPricing),
    merchant_rating: roundedAverage(row.merchantRating, row.merchantReviewCount),
    merchant_review_count: row.merchantReviewCount,
  };
}

type Slot = Service['next_available'][number];

/** Remembered days of free times (see `dayOfSlots`); cleared when it grows past this many. */
const REMEMBERED_DAYS = 20_000;
const rememberedDays = new Map<string, readonly Slot[]>();
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

/**
 * A service's free times on one date (up to TIMES_PER_DAY, from the domain's `upcomingAvailability`), each
 * with its price and whether that is off-peak (`offPeakPriceAt`). Both are pure, so a day is remembered under
 * everything it depends on: the hours, the schedule, the duration, the date, the minute of `now` (starts are
 * whole minutes), the bookings that can touch that date (others cannot change it) and the prices and
 * off-peak pricing that decide each slot's price. The same service on the same cards in the same minute costs one computation.
 */
function dayOfSlots(row: ListedServiceRow, date: IsoDate, nextDate: IsoDate, now: Date, taken: readonly TakenInterval[]): readonly Slot[] {
  const from = londonMidnight(date);
  const until = londonMidnight(nextDate) + row.durationMinutes * 60_000;
  const relevant = taken.filter((interval) => interval.end.getTime() > from && interval.start.getTime() < until);
  const key = [
    row.availabilityHours,
    row.availabilitySchedule ?? '-',
    row.durationMinutes,
    date,
    Math.floor(now.getTime() / 60_000),
    relevant.map((interval) => `${interval.start.getTime()}-${interval.end.getTime()}`).join(','),
    row.pricePence,
    row.offPeakPricePence ?? '-',
    row.merchantPricing ? JSON.stringify(row.merchantPricing) : '',
  ].join('|');
  let slots = rememberedDays.get(key);
  if (slots === undefined) {
    const [day] = upcomingAvailability({
      fromDate: date,
      days: 1,
      maxDays: 1,
      maxPerDay: TIMES_PER_DAY,
      durationMinutes: row.durationMinutes,
      availabilitySchedule: row.availabilitySchedule,
      openingHours: row.availabilityHours,
      now,
      takenIntervals: relevant,
    });
    slots = (day?.times ?? []).map((time) => {
      const atStart = offPeakPriceAt(row, date, time);
      return { date, time, off_peak: atStart.offPeak, price: penceToPounds(atStart.pricePence) };
    });
    if (rememberedDays.size >= REMEMBERED_DAYS) rememberedDays.clear();
    rememberedDays.set(key, slots);
  }
  return slots;
}

/**
 * A card's next times: its first CARD_TIMES free off-peak times over the coming week when it has any, else
 * its first CARD_TIMES free times. The same answer as listing the week's free times (up to TIMES_PER_DAY a
 * day) and picking, but it reads day by day and stops once the answer is known, usually on the first day.
 * `dates` are the week's, today first.
 */
export function cardTimes(row: ListedServiceRow, dates: readonly IsoDate[], now: Date, taken: readonly TakenInterval[]): Slot[] {
  const priced = hasOffPeakPrice(row);
  const offPeak: Slot[] = [];
  const first: Slot[] = [];
  for (const [index, date] of dates.entries()) {
    for (const slot of dayOfSlots(row, date, dates[index + 1] ?? addDaysToDate(date, 1), now, taken)) {
      if (slot.off_peak) offPeak.push(slot);
      else if (first.length < CARD_TIMES) first.push(slot);
      if (offPeak.length === CARD_TIMES) return offPeak;
    }
    // Without an off-peak price at any start no time is off-peak, so the first times are the answer.
    if (!priced && first.length === CARD_TIMES) return first;
  }
  return offPeak.length > 0 ? offPeak : first;
}

/** The catalogue's changes as the database announces them (`DatabaseHandle.listen`); none: no listing cache. */
export type ListenForChanges = (channel: string, onNotify: () => void) => Promise<ChangeFeed>;

export async function createCatalogueService({ db, clock, config }: AppContext, geocoder: Geocoder, listen?: ListenForChanges) {
  // Listings are the busiest pages and the same for everyone: each answer may be reused for a few seconds.
  // Any committed change to what a listing shows empties the cache of every instance (migration 0010), and
  // while that feed is down nothing is served from it. Free times on cards may lag a booking by the cache's
  // lifetime; the booking flow always checks afresh.
  const listingCache = createTtlCache<ServiceList | SearchResults>({ ttlMs: config.catalogueCacheSeconds * 1000, maxEntries: 500 });
  const changes = config.catalogueCacheSeconds > 0 && listen ? await listen('catalogue_changed', () => listingCache.clear()) : undefined;
  function cachedListing<T extends ServiceList | SearchResults>(key: string, load: () => Promise<T>): Promise<T> {
    return changes?.live ? (listingCache.get(key, load) as Promise<T>) : load();
  }

  /** Turns the query string into a filter; a postcode is geocoded here, an unknown one is the customer's to fix. */
  async function toFilter(query: CatalogueQuery): Promise<{ filter: CatalogueFilter; origin: SearchResults['origin'] }> {
    const categories = [...(query.categories ?? []), ...(query.category ? [query.category] : [])].map((category) => category.toLowerCase());
    const priceRanges = PRICE_CHIPS.filter((chip) => query.price?.includes(chip.id));
    let origin: SearchResults['origin'] = null;
    if (query.postcode) {
      const point = await geocoder.locate(query.postcode);
      if (!point) throw new AppError('VALIDATION_FAILED', UNKNOWN_POSTCODE, { postcode: UNKNOWN_POSTCODE });
      origin = { label: point.label, latitude: point.latitude, longitude: point.longitude };
    } else if (query.lat !== undefined && query.lng !== undefined) {
      origin = { label: 'your location', latitude: query.lat, longitude: query.lng };
    }
    if (query.within_miles !== undefined && !origin) {
      throw new AppError('VALIDATION_FAILED', 'Enter a postcode or share your location to search by distance.', {
        postcode: 'Enter a postcode or share your location to search by distance.',
      });
    }
    const filter: CatalogueFilter = {
      term: (query.search ?? '').trim().toLowerCase(),
      categories,
      merchantId: query.merchant_id,
      priceRanges,
      near: origin ? { latitude: origin.latitude, longitude: origin.longitude, withinMiles: query.within_miles } : undefined,
    };
    return { filter, origin };
  }

  /** The real free start times of each service over the coming days, from opening hours minus bookings (one query for them all). */
  async function freeTimes(rows: ListedServiceRow[], days: number, limits = { maxDays: days, maxPerDay: TIMES_PER_DAY }): Promise<Map<string, DayAvailability[]>> {
    const now = clock();
    const today = londonDateOf(now);
    const taken = new Map<string, TakenInterval[]>();
    for (const interval of await takenIntervals(db, [...new Set(rows.map((row) => row.id))], now, addDays(now, days + 1), now)) {
      taken.set(interval.serviceId, [...(taken.get(interval.serviceId) ?? []), interval]);
    }
    const result = new Map<string, DayAvailability[]>();
    for (const row of rows) {
      result.set(
        row.id,
        upcomingAvailability({
          fromDate: today,
          days,
          ...limits,
          durationMinutes: row.durationMinutes,
          availabilitySchedule: row.availabilitySchedule,
          openingHours: row.availabilityHours,
          now,
          takenIntervals: taken.get(row.id) ?? [],
        }),
      );
    }
    return result;
  }

  /** What the cards of a listing made now are worked out from (see `withNextTimes`). */
  function cardTimesInputs() {
    const now = clock();
    return { now, until: addDays(now, CARD_DAYS + 1) };
  }

  /**
   * The next free times for each card, from the bookings the listing brought (`cardTimesInputs`).
   * Lull is for off-peak bookings, so a service with an off-peak price shows its next off-peak times when the
   * coming week has any, else its next times at the usual price.
   */
  function withNextTimes(rows: ListedServiceRow[], now: Date): Service[] {
    const dates = nextDates(londonDateOf(now), CARD_DAYS);
    return rows.map((row) => toServiceDto(row, cardTimes(row, dates, now, row.taken)));
  }

  async function listUncached(query: CatalogueQuery): Promise<ServiceList> {
    const { filter } = await toFilter(query);
    const inputs = cardTimesInputs();
    const { rows, total } = await listServices(db, filter, query, inputs);
    const nextOffset = query.offset + rows.length < total ? query.offset + rows.length : null;
    return { services: withNextTimes(rows, inputs.now), total, next_offset: nextOffset };
  }

  /** The services page: businesses with their matching services, paged by business. */
  async function searchUncached(query: CatalogueQuery): Promise<SearchResults> {
    const { filter, origin } = await toFilter(query);
    const page = await searchBusinesses(db, filter, query);
    const inputs = cardTimesInputs();
    const serviceRows = await matchingServicesOf(db, filter, page.businesses.map((business) => business.merchantId), inputs);
    const servicesByBusiness = new Map<string, Service[]>();
    for (const service of withNextTimes(serviceRows, inputs.now)) {
      const list = servicesByBusiness.get(service.merchant_id) ?? [];
      list.push(service);
      servicesByBusiness.set(service.merchant_id, list);
    }
    const businesses: BusinessResult[] = page.businesses.map((business) => {
      const ownServices = servicesByBusiness.get(business.merchantId) ?? [];
      return {
        merchant_id: business.merchantId,
        business_name: business.businessName,
        business_category: business.businessCategory,
        address: merchantAddress(business),
        postcode: business.postcode,
        logo_url: business.logoUrl,
        images: business.photoIds.map((photoId) => fileUrl(photoId)),
        rating: roundedAverage(business.rating, business.reviewCount),
        review_count: business.reviewCount,
        distance_miles: roundMiles(business.distanceMiles),
        // The card's times book its first (best-matching) service.
        next_available: ownServices[0]?.next_available ?? [],
        services: ownServices,
      };
    });
    const nextOffset = query.offset + businesses.length < page.totalBusinesses ? query.offset + businesses.length : null;
    return {
      businesses,
      total_businesses: page.totalBusinesses,
      total_services: page.totalServices,
      categories: page.categories,
      origin,
      next_offset: nextOffset,
    };
  }

  return {
    /** Stops listening for changes (the app's onClose). */
    close: async () => changes?.close(),

    listServices(query: CatalogueQuery): Promise<ServiceList> {
      return cachedListing(`list:${JSON.stringify(query)}`, () => listUncached(query));
    },

    search(query: CatalogueQuery): Promise<SearchResults> {
      return cachedListing(`search:${JSON.stringify(query)}`, () => searchUncached(query));
    },

    async getService(serviceId: string): Promise<Service> {
      const inputs = cardTimesInputs();
      const { rows } = await listServices(db, { term: '', categories: [], serviceIds: [serviceId], priceRanges: [] }, { limit: 1, offset: 0 }, inputs);
      if (!rows[0]) throw new AppError('NOT_FOUND', 'Service not found');
      const [service] = withNextTimes(rows, inputs.now);
      return service!;
    },

    async serviceAvailability(serviceId: string, options: { days: number; maxDays?: number; maxPerDay?: number }) {
      const { rows } = await listServices(db, { term: '', categories: [], serviceIds: [serviceId], priceRanges: [] }, { limit: 1, offset: 0 });
      if (!rows[0]) throw new AppError('NOT_FOUND', 'Service not found');
      const days = (await freeTimes(rows, options.days)).get(serviceId) ?? [];
      return {
        service_id: serviceId,
        days: days.slice(0, options.maxDays ?? days.length).map((day) => ({ date: day.date, times: day.times.slice(0, options.maxPerDay) })),
      };
    },

    /**
     * Each business's earliest free off-peak time over the coming week, of any of its services, by the cards'
     * rule (`cardTimes`); a business without one is left out. For favourites (decision 028): per user, never cached.
     */
    async nextOffPeakTimesOf(merchantIds: string[]): Promise<Map<string, Slot & { service_id: string; service_name: string }>> {
      const inputs = cardTimesInputs();
      const rows = await matchingServicesOf(db, { term: '', categories: [], priceRanges: [] }, merchantIds, inputs);
      const dates = nextDates(londonDateOf(inputs.now), CARD_DAYS);
      const earliest = new Map<string, Slot & { service_id: string; service_name: string }>();
      for (const row of rows) {
        const first = cardTimes(row, dates, inputs.now, row.taken).find((slot) => slot.off_peak);
        if (!first) continue;
        const best = earliest.get(row.merchantId);
        if (!best || `${first.date} ${first.time}` < `${best.date} ${best.time}`) earliest.set(row.merchantId, { ...first, service_id: row.id, service_name: row.name });
      }
      return earliest;
    },

    async getPublicMerchant(merchantId: string): Promise<PublicMerchant> {
      const found = await findPublicMerchant(db, merchantId);
      if (!found) throw new AppError('NOT_FOUND', 'Business not found');
      const { merchant } = found;
      return {
        id: merchant.id,
        business_name: merchant.businessName,
        business_category: merchant.businessCategory,
        description: merchant.description,
        address_line_1: merchant.addressLine1,
        address_line_2: merchant.addressLine2,
        city: merchant.city,
        postcode: merchant.postcode,
        phone: merchant.phone,
        website_url: merchant.websiteUrl,
        logo_url: merchant.logoUrl,
        images: found.photos.map((photo) => ({
          url: fileUrl(photo.id),
          alt: photo.altText ?? `${merchant.businessName}`,
          width: photo.width ?? 960,
          height: photo.height ?? 640,
        })),
        rating: roundedAverage(found.rating, found.reviewCount),
        review_count: found.reviewCount,
        availability_hours: merchant.availabilityHours,
        specific_policies: merchant.specificPolicies,
        latitude: merchant.latitude,
        longitude: merchant.longitude,
      };
    },
  };
}
