import { milesBetween } from '@lull/domain/catalogue-filters';
import type { LandingPage } from '@lull/domain/contracts/landing-pages';
import {
  LANDING_RADIUS_MILES,
  NEARBY_AREAS,
  areaName,
  areaSlug,
  categoryOfSlug,
  categorySlug,
  districtOfAreaSlug,
  landingHeading,
  landingIntro,
  landingPath,
  mostCommonCity,
} from '@lull/domain/landing-pages';
import { normalisePostcode } from '@lull/domain/postcode';
import { latestOf } from '@lull/domain/sitemap';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessesOfferingNear, type OfferingBusiness } from './catalogue.repository';

const NO_SUCH_PAGE = 'No such page';

const districtOf = (business: OfferingBusiness) => normalisePostcode(business.postcode)?.outward;

/** Businesses by the postcode district they are in. */
export function byDistrict<T extends OfferingBusiness>(businesses: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const business of businesses) {
    const district = districtOf(business);
    if (district) groups.set(district, [...(groups.get(district) ?? []), business]);
  }
  return groups;
}

/**
 * A treatment in an area (decision 060): how many listed businesses offer it within a mile of the district's
 * centre (the page's results are the same search), their lowest price, and the nearby districts that have it.
 */
export async function getLandingPage({ db }: AppContext, geocoder: Geocoder, location: string, slug: string): Promise<LandingPage> {
  const category = categoryOfSlug(slug);
  const district = districtOfAreaSlug(location);
  const centre = district ? await geocoder.locate(district) : undefined;
  if (!category || !district || !centre) throw new AppError('NOT_FOUND', NO_SUCH_PAGE);

  const around = await businessesOfferingNear(db, category.toLowerCase(), {
    latitude: centre.latitude,
    longitude: centre.longitude,
    withinMiles: NEARBY_AREAS.withinMiles + LANDING_RADIUS_MILES,
  });
  const milesFromCentre = (business: { latitude: number; longitude: number }) =>
    milesBetween({ lat: centre.latitude, lng: centre.longitude }, { lat: business.latitude, lng: business.longitude });
  const inReach = around.filter((business) => milesFromCentre(business) <= LANDING_RADIUS_MILES);

  const districts = byDistrict(around);
  const city = mostCommonCity((districts.get(district) ?? []).map((business) => business.city));
  const name = areaName(city, district);
  const lowest = inReach.length === 0 ? null : Math.min(...inReach.map((business) => business.lowestPricePence));

  const nearby = await Promise.all(
    [...districts].filter(([other]) => other !== district).map(async ([other, businesses]) => ({ other, businesses, point: await geocoder.locate(other) })),
  );
  const nearest = nearby
    .filter((area): area is typeof area & { point: NonNullable<typeof area.point> } => area.point !== undefined)
    .map((area) => ({ ...area, miles: milesFromCentre(area.point) }))
    .filter((area) => area.miles <= NEARBY_AREAS.withinMiles)
    .sort((a, b) => a.miles - b.miles || a.other.localeCompare(b.other))
    .slice(0, NEARBY_AREAS.limit)
    .map(({ other, businesses }) => {
      const otherCity = mostCommonCity(businesses.map((business) => business.city));
      const otherSlug = areaSlug(otherCity, other);
      return { slug: otherSlug, name: areaName(otherCity, other), path: landingPath(otherSlug, category), business_count: businesses.length };
    });

  const canonicalArea = areaSlug(city, district);
  return {
    area: { slug: canonicalArea, district, name, latitude: centre.latitude, longitude: centre.longitude },
    category: { slug: categorySlug(category), name: category },
    canonical_path: landingPath(canonicalArea, category),
    heading: landingHeading(category, name),
    intro: landingIntro({ category, area: name, businessCount: inReach.length, lowestOffPeakPricePence: lowest }),
    business_count: inReach.length,
    lowest_off_peak_price: lowest,
    nearby: nearest,
    lastmod: latestOf(inReach.map((business) => business.changedAt))?.toISOString() ?? null,
  };
}
