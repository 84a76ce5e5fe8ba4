import { BUSINESS_DAYS } from '@lull/domain/business-hours';
import type { PublicMerchant, Service } from '@lull/domain/contracts/catalogue';
import type { RatingSummary } from '@lull/domain/contracts/reviews';
import { formatMoneyInWords } from '@lull/domain/figures';
import type { Weekday } from '@lull/domain/london-time';
import { parseOpeningHours } from '@lull/domain/merchant-hours';
import { formatPenceAsDecimal, poundsToPence, type Pence } from '@lull/domain/money';
import { formatPostcode } from '@lull/domain/postcode';

import { absoluteUrl, canonicalUrl } from './page-head';

/**
 * The schema.org type of each business category a business may carry (onboarding's and the admin's lists). A
 * salon doing only nails is a NailSalon; brows, lashes, skincare and general beauty are BeautySalon (schema.org
 * has nothing narrower); spas and massage are DaySpa. Wellness centres, 'Other' and anything unknown fall back to
 * the parent type, HealthAndBeautyBusiness.
 */
const SCHEMA_TYPE_OF_CATEGORY: Readonly<Record<string, string>> = {
  'Hair Salon': 'HairSalon',
  'Nail Salon': 'NailSalon',
  'Brows & Lashes': 'BeautySalon',
  'Skincare Clinic': 'BeautySalon',
  'Beauty Salon': 'BeautySalon',
  'Spa & Wellness': 'DaySpa',
  Spa: 'DaySpa',
  'Massage Therapy': 'DaySpa',
};
const GENERAL_TYPE = 'HealthAndBeautyBusiness';

/**
 * The schema.org type for a business's category text, which may list several ('Hair Salon, Nail Salon'): their
 * shared type when they agree, else HealthAndBeautyBusiness, since calling a hair-and-nails salon a HairSalon
 * would hide half of what it does.
 */
export function businessSchemaType(businessCategory: string): string {
  const types = new Set(
    businessCategory
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean)
      .map((category) => SCHEMA_TYPE_OF_CATEGORY[category] ?? GENERAL_TYPE),
  );
  return types.size === 1 ? [...types][0]! : GENERAL_TYPE;
}

/** What a service costs at most (its full price) and at least (its lowest off-peak price, else the full one). */
export function servicePricesPence(service: Pick<Service, 'price' | 'off_peak_price'>): { fullPence: Pence; lowestPence: Pence } {
  const fullPence = poundsToPence(service.price);
  const offPeakPence = service.off_peak_price === null ? null : poundsToPence(service.off_peak_price);
  return { fullPence, lowestPence: offPeakPence !== null && offPeakPence < fullPence ? offPeakPence : fullPence };
}

/** '£18–£60' from the cheapest off-peak start to the dearest full price; '£25' when they are one; undefined without services. */
export function priceRangeOf(services: readonly Pick<Service, 'price' | 'off_peak_price'>[]): string | undefined {
  if (services.length === 0) return undefined;
  const prices = services.map(servicePricesPence);
  const lowest = Math.min(...prices.map((price) => price.lowestPence));
  const highest = Math.max(...prices.map((price) => price.fullPence));
  return lowest === highest ? formatMoneyInWords(lowest) : `${formatMoneyInWords(lowest)}–${formatMoneyInWords(highest)}`;
}

const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const dayName = (day: Weekday) => BUSINESS_DAYS[(day + 6) % 7]!;

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The business's availability_hours text as schema.org opening hours, read by the catalogue's own parser: one
 * entry per distinct opening range, naming every day (Monday first) that has it. Closed days and days the text does
 * not mention are left out, which schema.org reads as closed.
 */
export function openingHoursSpecification(availabilityHours: string): OpeningHoursSpecification[] {
  const week = parseOpeningHours(availabilityHours);
  const byRange = new Map<string, OpeningHoursSpecification>();
  for (const day of MONDAY_FIRST) {
    const hours = week[day];
    if (!Array.isArray(hours)) continue;
    for (const { open, close } of hours) {
      const key = `${open}-${close}`;
      const entry = byRange.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: open, closes: close };
      entry.dayOfWeek.push(dayName(day));
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()];
}

function serviceOffer(service: Service, publicUrl: string) {
  const { fullPence, lowestPence } = servicePricesPence(service);
  const hasOffPeak = lowestPence < fullPence;
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: service.name, ...(service.description ? { description: service.description } : {}), category: service.category },
    // The price a customer can book it for: the off-peak one where there is one.
    price: formatPenceAsDecimal(lowestPence),
    priceCurrency: 'GBP',
    url: canonicalUrl(`/booking/${service.id}`, publicUrl),
    ...(hasOffPeak
      ? {
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', name: 'Off-peak price', price: formatPenceAsDecimal(lowestPence), priceCurrency: 'GBP' },
            { '@type': 'UnitPriceSpecification', name: 'Full price', price: formatPenceAsDecimal(fullPence), priceCurrency: 'GBP', priceType: 'https://schema.org/ListPrice' },
          ],
        }
      : {}),
  };
}

/**
 * The business as schema.org LocalBusiness JSON-LD, for search engines' rich results: its type from its category,
 * address, position, opening hours, price range and each service as an offer in pounds. The rating is there only
 * when customers have reviewed it; every review on Lull comes from a visit the salon marked completed (decision
 * 025), so the count is of verified visits. `reviews` is the reviews page's summary; without it the business's own
 * rating and count stand in (both count the same visible reviews).
 */
export function businessJsonLd(merchant: PublicMerchant, services: readonly Service[], reviews: RatingSummary | null | undefined, publicUrl: string): object {
  const url = canonicalUrl(`/merchant/${merchant.id}`, publicUrl);
  const images = merchant.images.map((image) => absoluteUrl(image.url, publicUrl)).filter((image) => image !== undefined);
  const logo = merchant.logo_url ? absoluteUrl(merchant.logo_url, publicUrl) : undefined;
  const hours = openingHoursSpecification(merchant.availability_hours);
  const priceRange = priceRangeOf(services);
  const rating = reviews ? { average: reviews.average, count: reviews.count } : { average: merchant.rating, count: merchant.review_count };
  return {
    '@context': 'https://schema.org',
    '@type': businessSchemaType(merchant.business_category),
    '@id': url,
    name: merchant.business_name,
    ...(merchant.description.trim() ? { description: merchant.description.trim() } : {}),
    url,
    ...(images.length > 0 ? { image: images } : logo ? { image: logo } : {}),
    ...(logo ? { logo } : {}),
    ...(merchant.phone.trim() ? { telephone: merchant.phone.trim() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [merchant.address_line_1, merchant.address_line_2].filter(Boolean).join(', '),
      addressLocality: merchant.city,
      postalCode: formatPostcode(merchant.postcode) ?? merchant.postcode,
      addressCountry: 'GB',
    },
    ...(merchant.latitude !== null && merchant.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: merchant.latitude, longitude: merchant.longitude } }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(services.length > 0
      ? { hasOfferCatalog: { '@type': 'OfferCatalog', name: 'Treatments', itemListElement: services.map((service) => serviceOffer(service, publicUrl)) } }
      : {}),
    ...(rating.count > 0 && rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
