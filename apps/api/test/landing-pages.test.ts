import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { PUBLIC_URL, createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let hackney: string;

// Places at their postcode district's centre (the embedded geocoder's table).
const E8 = { postcode: 'E8 3PH', latitude: 51.5411, longitude: -0.0648884 };
const E9 = { postcode: 'E9 5LN', latitude: 51.5416, longitude: -0.0468875 };
const N16 = { postcode: 'N16 0UL', latitude: 51.5644, longitude: -0.076804 };
const E2 = { postcode: 'E2 7RG', latitude: 51.5302, longitude: -0.0622187 };
const M1 = { postcode: 'M1 1AE', latitude: 53.4777, longitude: -2.23677 };

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  hackney = (await createMerchant(db, { ...E8, city: 'London' })).merchant.id;
  await createService(db, hackney, { category: 'Massage', pricePence: 6000, offPeakPricePence: 3600 });
  await createService(db, hackney, { category: 'Nails', pricePence: 3000, offPeakPricePence: 2000 });
  const second = (await createMerchant(db, { ...E8, postcode: 'E8 1AA', city: 'Hackney' })).merchant.id;
  await createService(db, second, { category: 'Massage', pricePence: 5000, offPeakPricePence: null });
  const third = (await createMerchant(db, { ...E8, postcode: 'E8 2BB', city: 'London' })).merchant.id;
  await createService(db, third, { category: 'Massage', pricePence: 4500, offPeakPricePence: 4000 });
  await createService(db, (await createMerchant(db, { ...E9, city: 'London' })).merchant.id, { category: 'Massage' });
  await createService(db, (await createMerchant(db, { ...N16, city: 'London' })).merchant.id, { category: 'Massage' });
  await createService(db, (await createMerchant(db, { ...E2, city: 'London' })).merchant.id, { category: 'Hair' });
  await createService(db, (await createMerchant(db, { ...M1, city: 'Manchester' })).merchant.id, { category: 'Massage' });
  // Paused: on no page.
  await createService(db, (await createMerchant(db, { ...E8, city: 'London', isPaused: true })).merchant.id, { category: 'Massage', pricePence: 1000, offPeakPricePence: 500 });
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/landing-pages/{area}/{treatment}', () => {
  it('describes a treatment in an area from its listed businesses', async () => {
    const response = await get('/api/landing-pages/london-e8/massage');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      area: { slug: 'london-e8', district: 'E8', name: 'London E8', latitude: 51.5411, longitude: -0.0648884 },
      category: { slug: 'massage', name: 'Massage' },
      canonical_path: '/service/london-e8/massage',
      heading: 'Massage in London E8',
      // E8's three (the paused one left out) and E9's, which is under a mile from E8's centre.
      business_count: 4,
      // E9's treatment is the cheapest within the mile: £30 off-peak.
      lowest_off_peak_price: 3000,
    });
    expect(page.intro).toBe('4 salons in and around London E8 offer massage on Lull. Book their quiet hours at up to 50% off, from £30, and see the times you can actually have.');
    expect(page.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('links to the nearby areas that have the treatment, nearest first, and not to far ones', async () => {
    const page = (await get('/api/landing-pages/london-e8/massage')).json();
    expect(page.nearby).toEqual([
      { slug: 'london-e9', name: 'London E9', path: '/service/london-e9/massage', business_count: 1 },
      { slug: 'london-n16', name: 'London N16', path: '/service/london-n16/massage', business_count: 1 },
    ]);
  });

  it('accepts the area by another name and says where the page lives', async () => {
    const page = (await get('/api/landing-pages/e8/massage')).json();
    expect(page.canonical_path).toBe('/service/london-e8/massage');
  });

  it('is a page with no businesses yet in a known district without any, and 404 for what is no page', async () => {
    const empty = await get('/api/landing-pages/e5/nails');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ business_count: 0, lowest_off_peak_price: null, canonical_path: '/service/e5/nails', lastmod: null });
    for (const url of ['/api/landing-pages/london-e8/tattoos', '/api/landing-pages/london/massage', '/api/landing-pages/zz99/massage']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'No such page' });
    }
  });
});

describe('/sitemaps/landing-pages.xml', () => {
  it('lists each treatment in each district with a listed business, at its canonical address', async () => {
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/landing-pages.xml</loc>`);
    const response = await get('/sitemaps/landing-pages.xml');
    expect(response.statusCode).toBe(200);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(PUBLIC_URL, ''));
    expect(locs).toEqual([
      '/service/london-e2/hair',
      '/service/london-e8/massage',
      '/service/london-e8/nails',
      '/service/london-e9/massage',
      '/service/london-n16/massage',
      '/service/manchester-m1/massage',
    ]);
  });

  it('drops an area once its only business offering the treatment is paused, and names an area as most of its businesses do', async () => {
    const { db } = testApp;
    await db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, hackney));
    try {
      const body = (await get('/sitemaps/landing-pages.xml')).body;
      expect(body).not.toContain('/service/london-e8/nails');
      // E8's massage is now one business saying London and one saying Hackney: the tie goes to the first by name.
      expect(body).toContain('/service/hackney-e8/massage');
      expect((await get('/api/landing-pages/london-e8/massage')).json().canonical_path).toBe('/service/hackney-e8/massage');
    } finally {
      await db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, hackney));
    }
  });
});
