import { boundedCount } from '@lull/domain/catalogue-filters';
import type { BusinessResult, CatalogueQuery, SearchResults, Service } from '@lull/domain/contracts/catalogue';
import { roundedAverage } from '@lull/domain/reviews';
import type { AppContext } from '../../shared/app-context';
import { fileUrl } from '../files/file-urls';
import { type BusinessPage, matchingServicesOf, searchBusinesses as searchBusinessRows } from './catalogue.repository';
import type { CatalogueIndex } from './catalogue-index';
import type { ListingParts } from './listing-cache';
import { toFilter } from './listing-filter';
import { refreshBeforeSearch } from './free-days';
import { businessCardsOf, cardsOf, type RememberedBusinesses } from './listed-cards';
import { merchantAddress, placed, roundMiles } from './service-cards';

/** The services page: businesses with their matching services, paged by business; cached. Searched by day, as `listServices`. */
export function searchBusinesses(context: AppContext, { geocoder, cache, index, remembered, rememberedBusinesses }: ListingParts, query: CatalogueQuery): Promise<SearchResults> {
  return cache.cachedListing(`search:${JSON.stringify(query)}`, async () => {
    const { db, clock } = context;
    const { filter, origin, day } = await toFilter(geocoder, query, clock());
    if (day) await refreshBeforeSearch(db, clock);
    // The index finds best match's page and its businesses' matches (decision 064); what the businesses show is
    // remembered under their counts of changes, else a statement finds the page and reads it.
    const found = index.answers(filter) ? await index.searchBusinesses(filter, query) : null;
    const page = found ? await placedBusinesses(context, rememberedBusinesses, found) : await searchBusinessRows(db, filter, query);
    const merchantIds = page.businesses.map((business) => business.merchantId);
    const entries = (found && (await index.matchingServicesOf(filter, merchantIds))) ?? (await matchingServicesOf(db, filter, merchantIds));
    const cards = await cardsOf(context, remembered, entries, day ?? undefined);
    const servicesByBusiness = new Map<string, Service[]>();
    for (const entry of entries) {
      const card = cards.get(entry.id);
      if (!card) continue;
      const list = servicesByBusiness.get(entry.merchantId) ?? [];
      list.push(placed(card, entry.distanceMiles));
      servicesByBusiness.set(entry.merchantId, list);
    }
    // A business with no card is left out: searched by day, none kept a time (see `withTimesOn`); else its services
    // stopped being listed since the index last looked (decision 064), which the cards, read afresh, know.
    const shown = page.businesses.filter((business) => servicesByBusiness.has(business.merchantId));
    const businesses: BusinessResult[] = shown.map((business) => {
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
    const nextOffset = query.offset + page.businesses.length < page.totalBusinesses ? query.offset + page.businesses.length : null;
    // Counted exactly up to 1,000, else said as "1,000+" (decision 063).
    const businessCount = boundedCount(page.totalBusinesses);
    const serviceCount = boundedCount(page.totalServices);
    return {
      businesses,
      total_businesses: businessCount.count,
      total_businesses_capped: businessCount.capped,
      total_services: serviceCount.count,
      total_services_capped: serviceCount.capped,
      categories: page.categories,
      origin,
      next_offset: nextOffset,
    };
  });
}

/** The page the index placed, each business with its card (`businessCardsOf`); a business gone since is left out. */
async function placedBusinesses(context: AppContext, remembered: RememberedBusinesses, found: NonNullable<Awaited<ReturnType<CatalogueIndex['searchBusinesses']>>>): Promise<BusinessPage> {
  const cards = await businessCardsOf(context, remembered, found.businesses);
  return {
    ...found,
    businesses: found.businesses.flatMap((business) => {
      const card = cards.get(business.merchantId);
      return card ? [{ ...card, bestScore: business.bestScore, distanceMiles: business.distanceMiles }] : [];
    }),
  };
}
