/**
 * The sitemap protocol (sitemaps.org): an index naming the sitemaps, each listing at most 50,000 addresses with the
 * day they last changed. Pure text, so the API's routes only gather the addresses.
 */

/** The most addresses one sitemap may list. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** An absolute address. */
  loc: string;
  /** When what the page shows last changed; left out when unknown. */
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const changed = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${xmlText(loc)}</loc>${changed}</${tag}>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap: the pages themselves. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap lists at most ${SITEMAP_MAX_URLS} addresses`);
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${entries.map((entry) => entryXml('url', entry)).join('\n')}\n</urlset>\n`;
}

/** The sitemap index: the sitemaps, each with the latest change among its pages. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((entry) => entryXml('sitemap', entry)).join('\n')}\n</sitemapindex>\n`;
}

/** How many sitemaps `count` addresses need (at least one, so an empty site still has a valid one). */
export function sitemapPagesFor(count: number): number {
  return Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));
}

/** The latest of some dates, or null when there are none. */
export function latestOf(dates: readonly (Date | null | undefined)[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
}
