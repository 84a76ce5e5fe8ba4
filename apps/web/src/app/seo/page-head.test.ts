import { describe, expect, it } from 'vitest';

import { absoluteUrl, headTags, jsonForScript, plainDescription, type PageHead } from './page-head';

const SITE = 'https://lull.example';
const NONCE = 'n0nce';

const page: PageHead = {
  title: 'Glow Studio, London E8 · Lull',
  description: 'Colour and cuts in Hackney.',
  canonicalPath: '/merchant/abc',
  image: { url: '/api/files/1', width: 1200, height: 800, alt: 'The salon floor' },
  type: 'business.business',
};

/** The content of the first `<meta name|property="…">` with that name, unescaped of nothing. */
function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];
}

describe('headTags', () => {
  it('writes the title, description, canonical link, Open Graph and Twitter tags', () => {
    const html = headTags(page, SITE, NONCE);

    expect(html).toContain('<title>Glow Studio, London E8 · Lull</title>');
    expect(metaContent(html, 'description')).toBe('Colour and cuts in Hackney.');
    expect(html).toContain('<link rel="canonical" href="https://lull.example/merchant/abc">');
    expect(metaContent(html, 'og:title')).toBe('Glow Studio, London E8 · Lull');
    expect(metaContent(html, 'og:description')).toBe('Colour and cuts in Hackney.');
    expect(metaContent(html, 'og:url')).toBe('https://lull.example/merchant/abc');
    expect(metaContent(html, 'og:type')).toBe('business.business');
    expect(metaContent(html, 'og:site_name')).toBe('Lull');
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    expect(metaContent(html, 'og:image')).toBe('https://lull.example/api/files/1');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('800');
    expect(metaContent(html, 'og:image:alt')).toBe('The salon floor');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Glow Studio, London E8 · Lull');
    expect(metaContent(html, 'twitter:description')).toBe('Colour and cuts in Hackney.');
    expect(metaContent(html, 'twitter:image')).toBe('https://lull.example/api/files/1');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('joins the canonical path to a site address written with a trailing slash', () => {
    expect(headTags(page, 'https://lull.example/', NONCE)).toContain('href="https://lull.example/merchant/abc"');
  });

  it('says noindex only when asked, and leaves out the canonical link of a page with no address', () => {
    const html = headTags({ title: 'Page not found · Lull', description: 'Gone.', canonicalPath: null, noindex: true }, SITE, NONCE);

    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:url')).toBeUndefined();
  });

  it('uses the small Twitter card and no image tags without an image', () => {
    const html = headTags({ ...page, image: undefined, type: undefined }, SITE, NONCE);

    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
  });

  it('keeps an absolute image address and drops one that is not http(s)', () => {
    expect(metaContent(headTags({ ...page, image: { url: 'https://cdn.example/a.jpg', alt: '' } }, SITE, NONCE), 'og:image')).toBe('https://cdn.example/a.jpg');
    const html = headTags({ ...page, image: { url: 'javascript:alert(1)', alt: 'x' } }, SITE, NONCE);
    expect(html).not.toContain('javascript:');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('escapes quotes, ampersands and tags in every value, so none can leave its tag', () => {
    const hostile = '</title><script>alert(1)</script> "Nails" & Co';
    const html = headTags({ ...page, title: hostile, description: hostile, image: { ...page.image!, alt: hostile } }, SITE, NONCE);

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</title><');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Nails&quot; &amp; Co</title>');
    expect(metaContent(html, 'og:title')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Nails&quot; &amp; Co');
    expect(metaContent(html, 'og:image:alt')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Nails&quot; &amp; Co');
  });

  it('writes each JSON-LD object as its own script carrying the nonce, which data cannot close or comment out', () => {
    const name = '</script><script>alert(1)</script><!-- "&" \u2028';
    const html = headTags({ ...page, jsonLd: [{ '@type': 'HairSalon', name }, { '@type': 'BreadcrumbList' }] }, SITE, 'abc"def');

    const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="abc&quot;def">(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scripts[0]!)).toEqual({ '@type': 'HairSalon', name });
    expect(JSON.parse(scripts[1]!)).toEqual({ '@type': 'BreadcrumbList' });
  });
});

describe('jsonForScript', () => {
  it.each([
    ['<', '\\u003c'],
    ['>', '\\u003e'],
    ['&', '\\u0026'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
  ])('writes %j as %s, which JSON reads back as the same text', (character, escaped) => {
    const json = jsonForScript({ text: `a${character}b` });
    expect(json).toBe(`{"text":"a${escaped}b"}`);
    expect(JSON.parse(json)).toEqual({ text: `a${character}b` });
  });
});

describe('plainDescription', () => {
  it('keeps a short text, with its whitespace collapsed', () => {
    expect(plainDescription('  Colour,\n\n cuts   and blow-dries. ')).toBe('Colour, cuts and blow-dries.');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'Relaxing treatments in a calm studio. '.repeat(10);
    const description = plainDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    // Four sentences fit; the fifth's first word does not, and the last full stop gives way to the ellipsis.
    expect(description).toBe(`${'Relaxing treatments in a calm studio. '.repeat(4).trim().slice(0, -1)}…`);
  });

  it('cuts a single endless word where it is', () => {
    expect(plainDescription('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/api/files/1', 'https://lull.example/api/files/1'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['//cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['data:image/png;base64,AAAA', undefined],
    ['javascript:alert(1)', undefined],
  ])('makes %s into %s', (url, absolute) => {
    expect(absoluteUrl(url, 'https://lull.example/')).toBe(absolute);
  });
});
