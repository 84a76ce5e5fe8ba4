import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { makeMerchant, makeService } from '@/test/catalogue-fixtures';
import indexHtml from '../../../index.html?raw';
import type { RouteHandle } from '../layout/document-title';
import { routes } from '../router';
import { headTags } from './page-head';
import {
  bookingHead,
  homeHead,
  isStaticPagePath,
  landingHead,
  merchantHead,
  notFoundHead,
  servicesHead,
  STATIC_PAGES,
  staticHead,
  type StaticPagePath,
} from './page-heads';
import { documentTitle } from './page-title';

const SITE = 'https://lull.example';

/** The title the browser tab shows on a path: the deepest matching route's handle title, through DocumentTitle's formatter. */
function appTitleOf(path: string): string {
  const titles = (matchRoutes(routes, path) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.title);
  return documentTitle(titles.findLast((title) => title !== undefined));
}

describe('homeHead', () => {
  it("says what index.html says, so the server's home page and the built page agree", () => {
    const head = homeHead();
    expect(indexHtml).toContain(`<title>${head.title.replace('&', '&amp;')}</title>`);
    expect(indexHtml.replace(/\s+/g, ' ')).toContain(`content="${head.description}"`);
    expect(head.canonicalPath).toBe('/');
    expect(head.title).toBe(appTitleOf('/'));
  });
});

describe('servicesHead', () => {
  it('names the whole listing without filters, canonical at /services', () => {
    expect(servicesHead()).toMatchObject({ title: 'Off-peak beauty & wellness treatments · Lull', canonicalPath: '/services' });
    expect(servicesHead().noindex).toBeUndefined();
  });

  it('names one category and keeps it in the canonical address, as the home chips link to it', () => {
    const head = servicesHead({ categories: ['nails'] });
    expect(head.title).toBe('Nails — off-peak treatments · Lull');
    expect(head.canonicalPath).toBe('/services?category=Nails');
    expect(head.noindex).toBeUndefined();
    expect(servicesHead({ categories: ['Brows & Lashes'] }).canonicalPath).toBe('/services?category=Brows%20%26%20Lashes');
  });

  it('keeps several categories, or one it does not know, in the title but not in the canonical address', () => {
    expect(servicesHead({ categories: ['Hair', 'Nails'] })).toMatchObject({ title: 'Hair, Nails — off-peak treatments · Lull', canonicalPath: '/services' });
    expect(servicesHead({ categories: ['Tattoos'] }).canonicalPath).toBe('/services');
  });

  it('is noindex for a free-text search', () => {
    const head = servicesHead({ search: ' gel nails ', categories: ['Nails'] });
    expect(head).toMatchObject({ title: '“gel nails” — off-peak treatments · Lull', canonicalPath: '/services', noindex: true });
  });
});

describe('merchantHead', () => {
  const merchant = makeMerchant({
    id: '20000000-0000-4000-8000-000000000002',
    business_name: 'Glow Studio',
    business_category: 'Hair Salon',
    city: 'London',
    postcode: 'E8 4QJ',
    logo_url: '/api/files/logo',
    images: [{ url: '/api/files/photo', alt: 'The salon floor', width: 1200, height: 800 }],
  });
  const services = [
    makeService({ category: 'Hair', price: 40, off_peak_price: 18 }),
    makeService({ category: 'Hair', price: 60, off_peak_price: null }),
  ];

  it('names the business, its area and its lowest off-peak price', () => {
    const head = merchantHead(merchant, services, null, SITE);
    expect(head.title).toBe('Glow Studio, London E8 — off-peak Hair from £18 · Lull');
    expect(head.canonicalPath).toBe('/merchant/20000000-0000-4000-8000-000000000002');
    expect(head.type).toBe('business.business');
    expect(head.image).toEqual({ url: '/api/files/photo', width: 1200, height: 800, alt: 'The salon floor' });
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd![0]).toMatchObject({ '@type': 'HairSalon', name: 'Glow Studio' });
    expect(head.noindex).toBeUndefined();
  });

  it('says treatments for a business of several kinds, and no off-peak without an off-peak price', () => {
    const mixed = [makeService({ category: 'Hair', price: 40, off_peak_price: 30 }), makeService({ category: 'Facial', price: 25, off_peak_price: 20 })];
    expect(merchantHead(merchant, mixed, null, SITE).title).toBe('Glow Studio, London E8 — off-peak treatments from £20 · Lull');
    expect(merchantHead(merchant, [makeService({ category: 'Hair', price: 25, off_peak_price: null })], null, SITE).title).toBe('Glow Studio, London E8 — Hair from £25 · Lull');
    expect(merchantHead(merchant, [], null, SITE).title).toBe('Glow Studio, London E8 · Lull');
  });

  it("trims the business's description to a search snippet", () => {
    const head = merchantHead({ ...merchant, description: `${'Calm, careful colour. '.repeat(20)}` }, services, null, SITE);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });

  it('describes a business that has not written a description from its name and area', () => {
    expect(merchantHead({ ...merchant, description: ' ' }, services, null, SITE).description).toBe('Book Glow Studio, London E8 in its quiet hours, up to 50% off, on Lull.');
    expect(merchantHead({ ...merchant, description: '', city: '', postcode: 'not a postcode' }, [], null, SITE)).toMatchObject({
      title: 'Glow Studio · Lull',
      description: 'Book Glow Studio in its quiet hours, up to 50% off, on Lull.',
    });
  });

  it('shows the logo when the business has no photos', () => {
    expect(merchantHead({ ...merchant, images: [] }, services, null, SITE).image).toEqual({ url: '/api/files/logo', alt: 'Glow Studio logo' });
  });

  it('cannot be broken out of by a hostile business name', () => {
    const hostile = { ...merchant, business_name: '</script><script>alert(1)</script> "Nails" & Co', description: '<!-- x' };
    const html = headTags(merchantHead(hostile, services, { average: 4.5, count: 2, breakdown: [] }, SITE), SITE, 'nonce');

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json" nonce="nonce">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toMatchObject({ name: hostile.business_name, aggregateRating: { reviewCount: 2 } });
  });
});

describe('landingHead', () => {
  const landing = {
    heading: 'Gel nails in Hackney',
    intro: 'Gel manicures and pedicures at Hackney nail bars, in their quiet hours.',
    canonical_path: '/service/hackney/gel-nails',
    business_count: 4,
    lowest_off_peak_price: 1800,
  };

  it('names the page with the discount, describes it from its intro and lowest price, with a breadcrumb trail', () => {
    const head = landingHead(landing, SITE);
    expect(head.title).toBe('Gel nails in Hackney — up to 50% off · Lull');
    expect(head.description).toBe('Gel manicures and pedicures at Hackney nail bars, in their quiet hours. Off-peak prices from £18.');
    expect(head.canonicalPath).toBe('/service/hackney/gel-nails');
    expect(head.noindex).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Lull', item: 'https://lull.example/' },
          { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://lull.example/services' },
          { '@type': 'ListItem', position: 3, name: 'Gel nails in Hackney', item: 'https://lull.example/service/hackney/gel-nails' },
        ],
      }),
    ]);
  });

  it('is noindex while no business is listed there', () => {
    const head = landingHead({ ...landing, business_count: 0, lowest_off_peak_price: null }, SITE);
    expect(head.noindex).toBe(true);
    expect(head.description).toBe(landing.intro);
  });
});

describe('bookingHead', () => {
  it("names the treatment and the business, and points search engines to the business's page", () => {
    const service = makeService({ id: '30000000-0000-4000-8000-000000000009', name: 'Gel Manicure', merchant_business_name: 'Lacquer Lane' });
    expect(bookingHead(service)).toMatchObject({
      title: 'Book Gel Manicure at Lacquer Lane · Lull',
      canonicalPath: `/merchant/${service.merchant_id}`,
    });
    expect(bookingHead(service).noindex).toBeUndefined();
  });
});

describe('staticHead', () => {
  it.each(Object.keys(STATIC_PAGES) as StaticPagePath[])('titles %s exactly as the browser tab does', (path) => {
    const head = staticHead(path);
    expect(head.title).toBe(appTitleOf(path));
    expect(head.canonicalPath).toBe(path);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it('writes titles as the app does', () => {
    expect(staticHead('/faqs').title).toBe('FAQs · Lull');
  });

  it('knows which paths are static pages', () => {
    expect(isStaticPagePath('/terms')).toBe(true);
    expect(isStaticPagePath('/merchant/abc')).toBe(false);
    expect(isStaticPagePath('toString')).toBe(false);
  });
});

describe('notFoundHead', () => {
  it("is noindex, has no canonical address and takes the router's title", () => {
    const head = notFoundHead();
    expect(head).toMatchObject({ noindex: true, canonicalPath: null });
    expect(head.title).toBe(appTitleOf('/no-such-page'));
  });
});
