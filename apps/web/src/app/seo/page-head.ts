import { SITE_NAME } from './page-title';

/** What a public page tells search engines and link previews; the server renders it into `<head>` with headTags. */
export interface PageHead {
  /** The full `<title>`, site name included ('FAQs · Lull'). */
  title: string;
  /** Plain text, about 160 characters at most (plainDescription). */
  description: string;
  /**
   * The page's own address, path only ('/merchant/abc'), with a query string only where it defines the page.
   * Null for a page with no address of its own (the not-found page): no canonical link, no og:url.
   */
  canonicalPath: string | null;
  /** Absolute, or root-relative and made absolute by headTags. */
  image?: { url: string; width?: number; height?: number; alt: string };
  type?: 'website' | 'business.business';
  noindex?: boolean;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
}

/** Search results cut a description at about this length; past it, what we wrote is lost. */
export const DESCRIPTION_MAX_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON for inside a `<script>`: a `</script>` or `<!--` in the data would end or change the script, so `<`, `>`
 * and `&` are written as \u escapes (the same string to a JSON reader), and so are U+2028 and U+2029, which
 * older JavaScript parsers read as line breaks.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Whitespace collapsed and cut to `maxLength` at a word, with an ellipsis when anything was cut: a business's
 * description, written for its page, fits a search result's snippet.
 */
export function plainDescription(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is rather than dropped.
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The site's address without a trailing slash, so paths ('/faqs') join it cleanly. */
function siteOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/**
 * An image address as crawlers need it, absolute: a root-relative one ('/api/files/…') is joined to the site's
 * address. Anything but http(s) is dropped, so a stored 'javascript:' address never reaches a page.
 */
export function absoluteUrl(url: string, publicUrl: string): string | undefined {
  try {
    const absolute = new URL(url, `${siteOrigin(publicUrl)}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** The page's canonical address: the site's address and the page's path. */
export function canonicalUrl(canonicalPath: string, publicUrl: string): string {
  return `${siteOrigin(publicUrl)}${canonicalPath.startsWith('/') ? '' : '/'}${canonicalPath}`;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;

/**
 * The `<head>` tags of a page, one a line, every value escaped: title, description, canonical link, robots
 * (only when noindex), Open Graph, Twitter card and the JSON-LD scripts, each carrying the response's CSP nonce
 * so the Content-Security-Policy lets them run. `publicUrl` is the site's own address ('https://lull.example').
 */
export function headTags(head: PageHead, publicUrl: string, nonce: string): string {
  const url = head.canonicalPath === null ? undefined : canonicalUrl(head.canonicalPath, publicUrl);
  const imageUrl = head.image ? absoluteUrl(head.image.url, publicUrl) : undefined;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('description', head.description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    head.noindex ? meta('robots', 'noindex') : '',
    property('og:title', head.title),
    property('og:description', head.description),
    url ? property('og:url', url) : '',
    property('og:type', head.type ?? 'website'),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'en_GB'),
  ];
  if (head.image && imageUrl) {
    tags.push(property('og:image', imageUrl));
    if (head.image.width) tags.push(property('og:image:width', String(head.image.width)));
    if (head.image.height) tags.push(property('og:image:height', String(head.image.height)));
    tags.push(property('og:image:alt', head.image.alt));
  }
  tags.push(meta('twitter:card', imageUrl ? 'summary_large_image' : 'summary'), meta('twitter:title', head.title), meta('twitter:description', head.description));
  if (head.image && imageUrl) tags.push(meta('twitter:image', imageUrl), meta('twitter:image:alt', head.image.alt));
  for (const object of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${jsonForScript(object)}</script>`);
  }
  return tags.filter(Boolean).join('\n');
}
