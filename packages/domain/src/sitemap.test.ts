import { describe, expect, it } from 'vitest';

import { SITEMAP_MAX_URLS, latestOf, sitemapIndexXml, sitemapPagesFor, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists each address with the moment it last changed, escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://lull.example/services?category=Brows & Lashes', lastmod: new Date('2026-11-20T10:00:00Z') },
      { loc: 'https://lull.example/about' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://lull.example/services?category=Brows &amp; Lashes</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://lull.example/about</loc></url>\n</urlset>\n',
    );
  });

  it('refuses more addresses than one sitemap may hold', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => ({ loc: `https://lull.example/${index}` }));
    expect(() => sitemapXml(entries)).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('names each sitemap', () => {
    expect(sitemapIndexXml([{ loc: 'https://lull.example/sitemaps/pages.xml', lastmod: null }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://lull.example/sitemaps/pages.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});

describe('sitemapPagesFor', () => {
  it('splits at 50,000 addresses and keeps one sitemap for an empty site', () => {
    expect([0, 1, SITEMAP_MAX_URLS, SITEMAP_MAX_URLS + 1].map(sitemapPagesFor)).toEqual([1, 1, 1, 2]);
  });
});

describe('latestOf', () => {
  it('takes the latest date and skips the unknown ones', () => {
    expect(latestOf([new Date('2026-01-01'), null, new Date('2026-03-01'), undefined])).toEqual(new Date('2026-03-01'));
    expect(latestOf([null])).toBeNull();
  });
});
