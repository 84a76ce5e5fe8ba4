import { CUSTOMER_CATEGORIES } from '@lull/domain/catalogue-filters';
import { areaSlug, landingPath, mostCommonCity } from '@lull/domain/landing-pages';
import { SITEMAP_MAX_URLS, latestOf, sitemapIndexXml, sitemapPagesFor, sitemapXml, type SitemapEntry } from '@lull/domain/sitemap';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessesByTreatment, listedBusinessChanges, listedBusinessSummary } from './catalogue.repository';
import { byDistrict } from './get-landing-page';

/** The public pages that are not about one business, as the sitemap lists them. */
export const SITE_PAGES = ['/', '/services', '/about', '/faqs', '/contact', '/merchant/join', '/terms', '/privacy-policy'] as const;

/** Pages of signed-in people and of the API: nothing for a search engine. */
const PRIVATE_PATHS = ['/api/', '/admin/', '/merchant/dashboard', '/merchant/payment-settings', '/merchant/statement', '/account', '/my-bookings', '/notifications', '/payment/'];

const businessSitemapPath = (page: number) => `/sitemaps/businesses-${page}.xml`;

/** /sitemap.xml: the site's pages, then every listed business, 50,000 to a sitemap. */
export async function sitemapIndex({ db, config }: AppContext): Promise<string> {
  const businesses = await listedBusinessSummary(db);
  const businessPages = Array.from({ length: sitemapPagesFor(businesses.count) }, (_, index) => ({
    loc: `${config.publicUrl}${businessSitemapPath(index + 1)}`,
    lastmod: businesses.changedAt,
  }));
  return sitemapIndexXml([
    { loc: `${config.publicUrl}/sitemaps/pages.xml` },
    { loc: `${config.publicUrl}/sitemaps/landing-pages.xml`, lastmod: businesses.changedAt },
    ...businessPages,
  ]);
}

/** /sitemaps/pages.xml: home, the listing and the static pages. */
export function sitePagesSitemap({ config }: AppContext): string {
  return sitemapXml(SITE_PAGES.map((path) => ({ loc: `${config.publicUrl}${path}` })));
}

/** /sitemaps/businesses-{page}.xml: one page of listed businesses, with when each last changed; past the last, a 404. */
export async function businessesSitemap({ db, config }: AppContext, pageName: string): Promise<string> {
  const page = /^[1-9]\d{0,5}$/.test(pageName) ? Number(pageName) : Number.NaN;
  if (Number.isNaN(page)) throw new AppError('NOT_FOUND', 'No such sitemap');
  const businesses = await listedBusinessChanges(db, { limit: SITEMAP_MAX_URLS, offset: (page - 1) * SITEMAP_MAX_URLS });
  if (businesses.length === 0 && page > 1) throw new AppError('NOT_FOUND', 'No such sitemap');
  return sitemapXml(businesses.map(({ merchantId, changedAt }) => ({ loc: `${config.publicUrl}/merchant/${merchantId}`, lastmod: changedAt })));
}

/**
 * /sitemaps/landing-pages.xml: each treatment in each postcode district where a listed business offers it, at the
 * page's canonical address (named as the page names it), with when one of those businesses last changed.
 */
export async function landingPagesSitemap({ db, config }: AppContext, geocoder: Geocoder): Promise<string> {
  const offers = await businessesByTreatment(db);
  const entries: SitemapEntry[] = [];
  for (const category of CUSTOMER_CATEGORIES) {
    const districts = byDistrict(offers.filter((offer) => offer.categoryKey === category.toLowerCase()));
    for (const [district, businesses] of districts) {
      if (!(await geocoder.locate(district))) continue;
      const path = landingPath(areaSlug(mostCommonCity(businesses.map((business) => business.city)), district), category);
      entries.push({ loc: `${config.publicUrl}${path}`, lastmod: latestOf(businesses.map((business) => business.changedAt)) });
    }
  }
  return sitemapXml(entries.sort((a, b) => a.loc.localeCompare(b.loc)).slice(0, SITEMAP_MAX_URLS));
}

/** /robots.txt: everything public may be read; signed-in pages and the API may not; where the sitemap is. */
export function robotsTxt({ config }: AppContext): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n');
}
