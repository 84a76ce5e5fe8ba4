import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { PUBLIC_URL, createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let listed: string;
let paused: string;
let pending: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  listed = (await createMerchant(db, { businessName: 'Listed & Loved' })).merchant.id;
  await createService(db, listed);
  paused = (await createMerchant(db, { isPaused: true })).merchant.id;
  await createService(db, paused);
  pending = (await createMerchant(db, { status: 'pending_review' })).merchant.id;
  await createService(db, pending);
  // A business with nothing listed has no page worth finding yet.
  await createMerchant(db);
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml', () => {
  it('is an index naming the site pages, the landing pages and the businesses sitemaps', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(response.body)).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/landing-pages.xml`, `${PUBLIC_URL}/sitemaps/businesses-1.xml`]);
    expect(response.body).toMatch(/<sitemap><loc>[^<]+businesses-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/sitemap>/);
  });

  it('lists the public pages that are not about one business', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(locsOf(response.body)).toEqual(
      ['/', '/services', '/about', '/faqs', '/contact', '/merchant/join', '/terms', '/privacy-policy'].map((path) => `${PUBLIC_URL}${path}`),
    );
  });

  it('lists every listed business with when it last changed, and no paused, unapproved or empty one', async () => {
    const response = await get('/sitemaps/businesses-1.xml');
    expect(response.statusCode).toBe(200);
    expect(locsOf(response.body)).toEqual([`${PUBLIC_URL}/merchant/${listed}`]);
    const [merchant] = await testApp.db.select({ updatedAt: merchants.updatedAt }).from(merchants).where(eq(merchants.id, listed));
    const lastmod = new Date(/<lastmod>([^<]+)<\/lastmod>/.exec(response.body)![1]!);
    expect(lastmod.getTime()).toBeGreaterThanOrEqual(merchant!.updatedAt.getTime() - 1);
  });

  it('drops a business from the sitemap when it is paused', async () => {
    await testApp.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, listed));
    try {
      expect(locsOf((await get('/sitemaps/businesses-1.xml')).body)).toEqual([]);
    } finally {
      await testApp.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, listed));
    }
  });

  it('answers 404 past the last businesses sitemap and for a page that is no number', async () => {
    expect((await get('/sitemaps/businesses-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/businesses-x.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/businesses-0.xml')).statusCode).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('lets search engines read the public pages, not the signed-in ones or the API, and says where the sitemap is', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin/', '/merchant/dashboard', '/account', '/my-bookings']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /booking/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
