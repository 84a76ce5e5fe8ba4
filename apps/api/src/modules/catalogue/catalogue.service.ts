import { toOffPeakWindowDto, type BusinessResult, type CatalogueQuery, type PublicMerchant, type SearchResults, type Service } from '@lull/domain/contracts/catalogue';
import type { z } from 'zod';
import type { serviceListSchema } from '@lull/domain/contracts/catalogue';
import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';
import { londonDateOf } from '@lull/domain/london-time';
import { penceToPounds } from '@lull/domain/money';
import { type OffPeakWindow, offPeakApplies, offPeakWindowsFor, percentOff } from '@lull/domain/off-peak';
import { upcomingAvailability, type DayAvailability } from '@lull/domain/slots';
import type { Database } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { addDays } from '../../shared/clock';
import { createTtlCache } from '../../shared/ttl-cache';
import { fileUrl } from '../files/file-urls';
import {
  activeOffPeakWindows,
  businessSummaries,
  categoriesPresent,
  findPublicMerchant,
  listReviews,
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
type ServiceList = z.infer<typeof serviceListSchema>;
const UNKNOWN_POSTCODE = "We couldn't find that postcode. Check it and try again.";

function merchantAddress(row: { addressLine1: string; addressLine2: string | null; city: string; postcode: string }): string {
  return [row.addressLine1, row.addressLine2, row.city, row.postcode].filter((part) => part && part.trim()).join(', ');
}

function roundMiles(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 10) / 10;
}

function toServiceDto(row: ListedServiceRow, nextAvailable: Service['next_available'], windows: readonly OffPeakWindow[]): Service {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    name: row.name,
    description: row.description,
    category: row.category,
    materials: row.materials,
    price: penceToPounds(row.pricePence),
    off_peak_price: row.offPeakPricePence === null ? null : penceToPounds(row.offPeakPricePence),
    percent_off: row.offPeakPricePence === null ? 0 : percentOff(row.pricePence, row.offPeakPricePence),
    duration: row.durationMinutes,
    merchant_business_name: row.businessName,
    merchant_address: merchantAddress(row),
    merchant_logo_url: row.logoUrl,
    image_url: row.imageUrl,
    availability_schedule: row.availabilitySchedule,
    merchant_availability_hours: row.availabilityHours,
    next_available: nextAvailable,
    distance_miles: roundMiles(row.distanceMiles),
    off_peak_windows: windows.map(toOffPeakWindowDto),
  };
}

/**
 * A merchant's active off-peak windows (none means Lull's default ones), so a booking is priced with the
 * same windows the catalogue shows. Takes the caller's transaction.
 */
export async function merchantOffPeakWindows(db: Database, merchantId: string): Promise<readonly OffPeakWindow[]> {
  return (await activeOffPeakWindows(db, [merchantId])).get(merchantId) ?? [];
}

export function createCatalogueService({ db, clock, config }: AppContext, geocoder: Geocoder) {
  // Listings are the busiest pages and the same for everyone: each answer is reused for a few seconds.
  // Free times shown on cards may lag a booking by that long; the booking flow always checks afresh.
  const listingCache = createTtlCache<ServiceList | SearchResults>({ ttlMs: config.catalogueCacheSeconds * 1000, maxEntries: 500 });

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

  /** The real free start times of each service over the coming days, from opening hours minus bookings. */
  async function freeTimes(rows: ListedServiceRow[], days: number, limits = { maxDays: days, maxPerDay: 48 }): Promise<Map<string, DayAvailability[]>> {
    const now = clock();
    const today = londonDateOf(now);
    const taken = await takenIntervals(db, [...new Set(rows.map((row) => row.id))], now, addDays(now, days + 1), now);
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
          takenIntervals: taken.filter((interval) => interval.serviceId === row.id),
        }),
      );
    }
    return result;
  }

  /**
   * The next free times for each card. Lull is for off-peak bookings, so a service with an off-peak price
   * shows its next off-peak times when the coming week has any, else its next times at the usual price.
   */
  async function withNextTimes(rows: ListedServiceRow[]): Promise<Service[]> {
    const [times, merchantWindows] = await Promise.all([
      freeTimes(rows, CARD_DAYS),
      activeOffPeakWindows(db, [...new Set(rows.map((row) => row.merchantId))]),
    ]);
    return rows.map((row) => {
      const windows = merchantWindows.get(row.merchantId) ?? [];
      const slots = (times.get(row.id) ?? []).flatMap((day) =>
        day.times.map((time) => ({ date: day.date, time, off_peak: offPeakApplies({ ...row, date: day.date, time, merchantWindows: windows }) })),
      );
      const offPeak = slots.filter((slot) => slot.off_peak);
      return toServiceDto(row, (offPeak.length > 0 ? offPeak : slots).slice(0, CARD_TIMES), offPeakWindowsFor(windows));
    });
  }

  async function listUncached(query: CatalogueQuery): Promise<ServiceList> {
    const { filter } = await toFilter(query);
    const { rows, total } = await listServices(db, filter, query);
    const nextOffset = query.offset + rows.length < total ? query.offset + rows.length : null;
    return { services: await withNextTimes(rows), total, next_offset: nextOffset };
  }

  /** The services page: businesses with their matching services, paged by business. */
  async function searchUncached(query: CatalogueQuery): Promise<SearchResults> {
    const { filter, origin } = await toFilter(query);
    const page = await searchBusinesses(db, filter, query);
    const merchantIds = page.businesses.map((business) => business.merchantId);
    const [serviceRows, categories, summaries] = await Promise.all([
      matchingServicesOf(db, filter, merchantIds),
      categoriesPresent(db, filter),
      businessSummaries(db, merchantIds),
    ]);
    const servicesWithTimes = await withNextTimes(serviceRows);
    const businesses: BusinessResult[] = page.businesses.map((business) => {
      const merchant = summaries.merchantRows.find((row) => row.id === business.merchantId)!;
      const ownServices = servicesWithTimes.filter((service) => service.merchant_id === business.merchantId);
      const rating = summaries.ratings.find((row) => row.merchantId === business.merchantId);
      return {
        merchant_id: merchant.id,
        business_name: merchant.businessName,
        business_category: merchant.businessCategory,
        address: merchantAddress(merchant),
        postcode: merchant.postcode,
        logo_url: merchant.logoUrl,
        images: summaries.photos.filter((photo) => photo.merchantId === merchant.id).slice(0, 4).map((photo) => fileUrl(photo.id)),
        rating: rating?.rating == null ? null : Math.round(Number(rating.rating) * 10) / 10,
        review_count: Number(rating?.reviewCount ?? 0),
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
      categories,
      origin,
      next_offset: nextOffset,
    };
  }

  return {
    listServices(query: CatalogueQuery): Promise<ServiceList> {
      return listingCache.get(`list:${JSON.stringify(query)}`, () => listUncached(query)) as Promise<ServiceList>;
    },

    search(query: CatalogueQuery): Promise<SearchResults> {
      return listingCache.get(`search:${JSON.stringify(query)}`, () => searchUncached(query)) as Promise<SearchResults>;
    },

    async getService(serviceId: string): Promise<Service> {
      const { rows } = await listServices(db, { term: '', categories: [], serviceIds: [serviceId], priceRanges: [] }, { limit: 1, offset: 0 });
      if (!rows[0]) throw new AppError('NOT_FOUND', 'Service not found');
      const [service] = await withNextTimes(rows);
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
        rating: found.rating === null ? null : Math.round(found.rating * 10) / 10,
        review_count: found.reviewCount,
        availability_hours: merchant.availabilityHours,
        specific_policies: merchant.specificPolicies,
        latitude: merchant.latitude,
        longitude: merchant.longitude,
      };
    },

    async listReviews(merchantId: string) {
      if (!(await findPublicMerchant(db, merchantId))) throw new AppError('NOT_FOUND', 'Business not found');
      const found = await listReviews(db, merchantId, 50);
      return found.map((review) => ({
        id: review.id,
        rating: review.rating,
        comment: review.comment ?? '',
        author: review.firstName && !review.deletedAt ? review.firstName : 'A Lull customer',
        created_at: review.createdAt.toISOString(),
      }));
    },
  };
}
