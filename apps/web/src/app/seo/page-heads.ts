import { CUSTOMER_CATEGORIES } from '@lull/domain/catalogue-filters';
import type { PublicMerchant, Service } from '@lull/domain/contracts/catalogue';
import type { RatingSummary } from '@lull/domain/contracts/reviews';
import { formatMoneyInWords } from '@lull/domain/figures';
import { normalisePostcode } from '@lull/domain/postcode';
import { customerCategoryOf } from '@lull/domain/service-categories';
import { OFF_PEAK_DISCOUNT_MAX } from '@lull/domain/validation/off-peak';

import { businessJsonLd, servicePricesPence } from './business-json-ld';
import { canonicalUrl, plainDescription, type PageHead } from './page-head';
import { documentTitle, SITE_NAME, SITE_TITLE } from './page-title';

const UP_TO = `up to ${OFF_PEAK_DISCOUNT_MAX}% off`;

/** The home page's description, as apps/web/index.html states it for the pages the server does not describe. */
export const SITE_DESCRIPTION = `Book hair, nails, brows and lashes, massage, skincare and wellness treatments in salons' quiet hours, at ${UP_TO}. ${SITE_NAME} — the UK's off-peak beauty and wellness marketplace.`;

export function homeHead(): PageHead {
  return { title: SITE_TITLE, description: SITE_DESCRIPTION, canonicalPath: '/', type: 'website' };
}

/** The services page's filters that change what it is about: `parseFilters(url.searchParams)` gives them. */
export interface ServicesPageFilters {
  search?: string;
  /** The chosen categories; the home page's single `category` counts as one. */
  categories?: readonly string[];
}

/**
 * /services. A free-text search is noindex: every phrase is its own thin page, and there is no end to them. One
 * known category keeps `?category=` in the canonical address, the form the home page's chips link to, because
 * "Nails" is a listing people search for; any other mix of filters (several categories, price, place, day) is
 * a view of the one listing, so its canonical is plain /services.
 */
export function servicesHead(filters: ServicesPageFilters = {}): PageHead {
  const search = filters.search?.trim() ?? '';
  const categories = (filters.categories ?? []).map((category) => category.trim()).filter(Boolean);
  const knownCategory = categories.length === 1 ? CUSTOMER_CATEGORIES.find((known) => known.toLowerCase() === categories[0]!.toLowerCase()) : undefined;
  const subject = search ? `“${search}”` : categories.length > 0 ? (knownCategory ?? categories.join(', ')) : undefined;
  return {
    title: documentTitle(subject ? `${subject} — off-peak treatments` : 'Off-peak beauty & wellness treatments'),
    description: plainDescription(
      subject
        ? `Book ${subject.toLowerCase()} treatments in salons' quiet hours, ${UP_TO}, on ${SITE_NAME}.`
        : `Browse hair, nails, brows and lashes, massage, skincare and wellness treatments in salons' quiet hours, ${UP_TO}.`,
    ),
    canonicalPath: knownCategory && !search ? `/services?category=${encodeURIComponent(knownCategory)}` : '/services',
    type: 'website',
    ...(search ? { noindex: true } : {}),
  };
}

/** 'London E8': the business's town and its postcode district, as people say where a salon is. */
export function businessArea(merchant: Pick<PublicMerchant, 'city' | 'postcode'>): string {
  const district = normalisePostcode(merchant.postcode)?.outward;
  return [merchant.city.trim(), district].filter(Boolean).join(' ');
}

/** 'off-peak Hair from £18', 'treatments from £25': what the business is cheapest for, in a title's words. */
function priceClaim(services: readonly Service[]): string | undefined {
  if (services.length === 0) return undefined;
  const prices = services.map(servicePricesPence);
  const lowestPence = Math.min(...prices.map((price) => price.lowestPence));
  const anyOffPeak = prices.some((price) => price.lowestPence < price.fullPence);
  const chips = new Set(services.map((service) => customerCategoryOf(service.category)));
  const [onlyChip] = chips;
  const what = chips.size === 1 && onlyChip ? onlyChip : 'treatments';
  return `${anyOffPeak ? 'off-peak ' : ''}${what} from ${formatMoneyInWords(lowestPence)}`;
}

/**
 * /merchant/{id}: 'Glow Studio, London E8 — off-peak Hair from £18 · Lull', the business's own description, its
 * first photo (else its logo) and its LocalBusiness JSON-LD.
 */
export function merchantHead(merchant: PublicMerchant, services: readonly Service[], reviews: RatingSummary | null | undefined, publicUrl: string): PageHead {
  const area = businessArea(merchant);
  const name = [merchant.business_name.trim(), area].filter(Boolean).join(', ');
  const claim = priceClaim(services);
  const photo = merchant.images[0];
  const image = photo
    ? { url: photo.url, width: photo.width, height: photo.height, alt: photo.alt || merchant.business_name }
    : merchant.logo_url
      ? { url: merchant.logo_url, alt: `${merchant.business_name} logo` }
      : undefined;
  return {
    title: documentTitle(claim ? `${name} — ${claim}` : name),
    description: plainDescription(merchant.description.trim() || `Book ${name} in its quiet hours, ${UP_TO}, on ${SITE_NAME}.`),
    canonicalPath: `/merchant/${merchant.id}`,
    ...(image ? { image } : {}),
    type: 'business.business',
    jsonLd: [businessJsonLd(merchant, services, reviews, publicUrl)],
  };
}

/**
 * What a /service/{location}/{slug} page needs here (its contract is being written): money in pence, the path
 * the page is canonical at.
 */
export interface LandingPageSummary {
  heading: string;
  intro: string;
  canonical_path: string;
  business_count: number;
  lowest_off_peak_price: number | null;
}

/**
 * /service/{location}/{slug}: '{heading} — up to 50% off · Lull', with a breadcrumb trail to it. A page with no
 * businesses yet is noindex, so search engines do not list an empty page.
 */
export function landingHead(landing: LandingPageSummary, publicUrl: string): PageHead {
  const from = landing.lowest_off_peak_price === null ? '' : ` Off-peak prices from ${formatMoneyInWords(landing.lowest_off_peak_price)}.`;
  return {
    title: documentTitle(`${landing.heading} — ${UP_TO}`),
    description: plainDescription(`${landing.intro.trim()}${landing.business_count > 0 ? from : ''}`),
    canonicalPath: landing.canonical_path,
    type: 'website',
    ...(landing.business_count === 0 ? { noindex: true } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: SITE_NAME, item: canonicalUrl('/', publicUrl) },
          { '@type': 'ListItem', position: 2, name: 'Services', item: canonicalUrl('/services', publicUrl) },
          { '@type': 'ListItem', position: 3, name: landing.heading, item: canonicalUrl(landing.canonical_path, publicUrl) },
        ],
      },
    ],
  };
}

/**
 * /booking/{id}: named for the treatment. Its canonical page is the business's, which shows the same treatment to
 * everyone; booking itself needs signing in, so a search engine is pointed there rather than told to stay away.
 */
export function bookingHead(service: Service): PageHead {
  return {
    title: documentTitle(`Book ${service.name} at ${service.merchant_business_name}`),
    description: plainDescription(service.description.trim() || `Book ${service.name} at ${service.merchant_business_name} in its quiet hours, ${UP_TO}.`),
    canonicalPath: `/merchant/${service.merchant_id}`,
    ...(service.image_url ? { image: { url: service.image_url, alt: service.name } } : {}),
    type: 'website',
  };
}

/**
 * The static pages: each title is its route's title in the router, written as the browser tab writes it, so the
 * server's title and the app's agree.
 */
export const STATIC_PAGES = {
  '/about': {
    title: 'How it Works',
    description: `How ${SITE_NAME} works: salons set their own off-peak prices for their quiet hours, ${UP_TO}, and you book those times online.`,
  },
  '/faqs': { title: 'FAQs', description: `Answers about booking, paying, cancelling and credits on ${SITE_NAME}, and about listing your business.` },
  '/terms': { title: 'Terms of Service', description: `The terms for booking treatments and listing a business on ${SITE_NAME}.` },
  '/privacy-policy': { title: 'Privacy Policy', description: `What ${SITE_NAME} keeps about you, why, for how long, and how to see or delete it.` },
  '/contact': { title: 'Contact us', description: 'Questions about a booking, your account or listing your business: our team replies within 24 hours.' },
  '/merchant/join': {
    title: 'List My Business',
    description: `Fill your salon's quiet hours: list your business on ${SITE_NAME} and reach customers looking for off-peak treatments.`,
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type StaticPagePath = keyof typeof STATIC_PAGES;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(STATIC_PAGES, path);
}

export function staticHead(path: StaticPagePath): PageHead {
  const page = STATIC_PAGES[path];
  return { title: documentTitle(page.title), description: page.description, canonicalPath: path, type: 'website' };
}

/** Any address that is no page: the router's 'Page not found' title, noindex and no canonical address. */
export function notFoundHead(): PageHead {
  return {
    title: documentTitle('Page not found'),
    description: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
    canonicalPath: null,
    noindex: true,
  };
}
