import { CUSTOMER_CATEGORIES, type CustomerCategory } from './catalogue-filters';
import { formatMoneyInWords } from './figures';
import { isOutwardCode } from './postcode';
import { OFF_PEAK_DISCOUNT_MAX } from './validation/off-peak';

/**
 * Landing pages for a treatment in an area (decision 060): /service/{area}/{treatment}, e.g. /service/london-e8/massage.
 * An area is a postcode district, named after the city its businesses give; nothing here invents a place name.
 */

/** The miles around a district's centre that its page's results cover. */
export const LANDING_RADIUS_MILES = 1;
/** How far, and how many, nearby areas a page links to. */
export const NEARBY_AREAS = { withinMiles: 5, limit: 6 } as const;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'Brows & Lashes' → 'brows-and-lashes'. */
export function categorySlug(category: CustomerCategory): string {
  return slugify(category);
}

/** The treatment a slug names, or undefined when it names none. */
export function categoryOfSlug(slug: string): CustomerCategory | undefined {
  return CUSTOMER_CATEGORIES.find((category) => categorySlug(category) === slug.toLowerCase());
}

/** 'london-e8' (or 'e8') → 'E8': the district is the part after the last hyphen; undefined when it is not one. */
export function districtOfAreaSlug(slug: string): string | undefined {
  const district = slug.slice(slug.lastIndexOf('-') + 1).toUpperCase();
  return isOutwardCode(district) ? district : undefined;
}

/** 'London', 'E8' → 'london-e8'; without a city, 'e8'. */
export function areaSlug(city: string, district: string): string {
  return [slugify(city), district.toLowerCase()].filter(Boolean).join('-');
}

/**
 * The city an area is named after: the one most of its businesses give (alphabetical first on a tie), so the name
 * is the data's, not ours; '' when none gives one.
 */
export function mostCommonCity(cities: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const city of cities.map((name) => name.trim()).filter(Boolean)) counts.set(city, (counts.get(city) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0] ?? '';
}

/** 'London', 'E8' → 'London E8'; without a city, 'E8'. */
export function areaName(city: string, district: string): string {
  return [city.trim(), district].filter(Boolean).join(' ');
}

/** The page's own address. */
export function landingPath(area: string, category: CustomerCategory): string {
  return `/service/${area}/${categorySlug(category)}`;
}

/** 'Massage in London E8'. */
export function landingHeading(category: CustomerCategory, area: string): string {
  return `${category} in ${area}`;
}

/** The paragraph under the heading, from the figures alone. */
export function landingIntro({
  category,
  area,
  businessCount,
  lowestOffPeakPricePence,
}: {
  category: CustomerCategory;
  area: string;
  businessCount: number;
  lowestOffPeakPricePence: number | null;
}): string {
  const upTo = `up to ${OFF_PEAK_DISCOUNT_MAX}% off`;
  if (businessCount === 0) {
    return `No salon in and around ${area} lists ${category.toLowerCase()} on Lull yet. Salons nearby do, in their quiet hours, at ${upTo}.`;
  }
  const salons = businessCount === 1 ? 'One salon' : `${businessCount} salons`;
  const from = lowestOffPeakPricePence === null ? '' : `, from ${formatMoneyInWords(lowestOffPeakPricePence)}`;
  return `${salons} in and around ${area} ${businessCount === 1 ? 'offers' : 'offer'} ${category.toLowerCase()} on Lull. Book their quiet hours at ${upTo}${from}, and see the times you can actually have.`;
}
