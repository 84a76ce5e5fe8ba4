import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '@lull/domain/london-time';
import { createPerson } from './support/actors';
import { addMerchantFile, createConfirmedBooking, createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London (BST): the whole working day is still ahead.
const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
const inject = (options: InjectOptions) => t.app.inject(options);
const get = async (url: string) => {
  const response = await inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

let listed: { merchant: { id: string }; owner: { id: string } };
let gelNails: { id: string };
let hidden: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.db;
  listed = await createMerchant(db, { businessName: 'Gel Studio Hackney', postcode: 'E8 3PH', latitude: 51.5411, longitude: -0.0649 });
  gelNails = await createService(db, listed.merchant.id, { name: 'Gel Nails', category: 'Nails', pricePence: 4000, offPeakPricePence: 3000 });
  await createService(db, listed.merchant.id, { name: 'Gel Manicure', category: 'Nails', pricePence: 3500, offPeakPricePence: 2999 });
  await createService(db, listed.merchant.id, { name: 'Luxury Gel Pedicure', category: 'Nails', pricePence: 6000, offPeakPricePence: null });
  await createService(db, listed.merchant.id, { name: 'Brow Shape', category: 'Brows & Lashes', pricePence: 2500, offPeakPricePence: 2000, description: 'Finished with a gel set.' });

  const other = await createMerchant(db, { businessName: 'Clapham Calm', postcode: 'SW4 7UL', latitude: 51.4627, longitude: -0.1385 });
  await createService(db, other.merchant.id, { name: 'Deep Tissue Massage', category: 'Massage', pricePence: 8000, offPeakPricePence: 6000 });

  // Things customers must never see.
  const pendingService = await createService(db, listed.merchant.id, { name: 'Secret Pending Gel', approvalStatus: 'pending' });
  const inactiveService = await createService(db, listed.merchant.id, { name: 'Retired Gel', isActive: false });
  const rejectedService = await createService(db, listed.merchant.id, { name: 'Rejected Gel', approvalStatus: 'rejected' });
  const paused = await createMerchant(db, { businessName: 'Paused Gel Place', isPaused: true });
  const pausedService = await createService(db, paused.merchant.id, { name: 'Paused Gel Nails' });
  const unreviewed = await createMerchant(db, { businessName: 'Unreviewed Gel Co', status: 'pending_review', isVerified: false });
  const unreviewedService = await createService(db, unreviewed.merchant.id, { name: 'Unreviewed Gel Nails' });
  const declined = await createMerchant(db, { businessName: 'Declined Gel Co', status: 'declined' });
  const declinedService = await createService(db, declined.merchant.id, { name: 'Declined Gel Nails' });
  hidden = {
    pendingService: pendingService.id,
    inactiveService: inactiveService.id,
    rejectedService: rejectedService.id,
    pausedService: pausedService.id,
    unreviewedService: unreviewedService.id,
    declinedService: declinedService.id,
    pausedMerchant: paused.merchant.id,
    unreviewedMerchant: unreviewed.merchant.id,
    declinedMerchant: declined.merchant.id,
  };
});
afterAll(() => t.close());

describe('what is listed', () => {
  it('never shows unapproved, inactive or rejected services, or paused and unapproved businesses, in any call', async () => {
    const all = await get('/api/services?limit=50');
    const search = await get('/api/services/search?search=gel&limit=50');
    const names = [
      ...all.body.services.map((service: { name: string }) => service.name),
      ...search.body.businesses.flatMap((business: { services: { name: string }[] }) => business.services.map((service) => service.name)),
    ];
    expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/Secret|Retired|Rejected|Paused|Unreviewed|Declined/)]));
    expect(all.body.total).toBe(5);

    for (const id of [hidden.pendingService, hidden.inactiveService, hidden.rejectedService, hidden.pausedService, hidden.unreviewedService, hidden.declinedService]) {
      expect((await get(`/api/services/${id}`)).status).toBe(404);
      expect((await get(`/api/services/${id}/availability`)).status).toBe(404);
    }
    for (const id of [hidden.pausedMerchant, hidden.unreviewedMerchant, hidden.declinedMerchant]) {
      expect((await get(`/api/merchants/${id}`)).status).toBe(404);
      expect((await get(`/api/services?merchant_id=${id}`)).body.services).toEqual([]);
    }
  });

  it('shows a listed business with honest reviews: none yet means no rating', async () => {
    const { status, body } = await get(`/api/merchants/${listed.merchant.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ business_name: 'Gel Studio Hackney', rating: null, review_count: 0 });
    expect((await get(`/api/merchants/${listed.merchant.id}/reviews`)).body).toMatchObject({ items: [], total: 0, summary: { average: null, count: 0 } });
  });
});

describe('search', () => {
  it("ranks by the spec's relevance: exact name, starts with, contains, business name, category, description", async () => {
    const { body } = await get('/api/services?search=GEL%20nails');
    expect(body.services.map((service: { name: string }) => service.name)[0]).toBe('Gel Nails');

    const ranked = (await get('/api/services?search=gel')).body.services.map((service: { name: string }) => service.name);
    // Starts with (80, bigger saving first), contains (60), then a match on the business name only (40).
    expect(ranked).toEqual(['Gel Nails', 'Gel Manicure', 'Luxury Gel Pedicure', 'Brow Shape']);
  });

  it('groups results by business with the count line figures and the categories present', async () => {
    const { body } = await get('/api/services/search?search=gel');
    expect(body.total_businesses).toBe(1);
    expect(body.total_services).toBe(4);
    expect(body.categories).toEqual(['Brows & Lashes', 'Nails']);
    expect(body.businesses[0].services).toHaveLength(4);
  });

  it('combines search, category and price filters, filtering on the off-peak price', async () => {
    const nailsUnder30 = await get('/api/services?search=gel&categories=Nails&price=0-30');
    expect(nailsUnder30.body.services.map((service: { name: string }) => service.name)).toEqual(['Gel Manicure']);
    // £30.00 off-peak belongs to £30-60 (lower bound inclusive, upper exclusive).
    const thirtyToSixty = await get('/api/services?categories=nails&price=30-60');
    expect(thirtyToSixty.body.services.map((service: { name: string }) => service.name)).toEqual(['Gel Nails']);
    const twoChips = await get('/api/services?price=60-100,100%2B');
    expect(twoChips.body.services.map((service: { name: string }) => service.name).sort()).toEqual(['Deep Tissue Massage', 'Luxury Gel Pedicure']);
    const homeChip = await get('/api/services/search?category=Massage');
    expect(homeChip.body.total_services).toBe(1);
    expect(homeChip.body.categories).toEqual(['Brows & Lashes', 'Massage', 'Nails']);
  });

  it('answers odd search strings with 200 or 400, never a 5xx', async () => {
    for (const term of ["O'Brien", '"quoted"', '50%', 'a_b', '\\', 'naïl 💅', '%_%', "'; drop table services; --", 'x'.repeat(1000)]) {
      const response = await inject({ method: 'GET', url: `/api/services/search?search=${encodeURIComponent(term)}` });
      expect([200, 400]).toContain(response.statusCode);
    }
    expect((await get(`/api/services?search=${'x'.repeat(1000)}`)).status).toBe(400);
    expect((await get('/api/services?search=50%25')).body.services).toEqual([]);
  });

  it('never answers a random query string with a 5xx', async () => {
    const keys = ['search', 'categories', 'category', 'price', 'postcode', 'lat', 'lng', 'within_miles', 'limit', 'offset', 'merchant_id'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 30 })), async (query) => {
        const response = await inject({ method: 'GET', url: `/api/services/search?${new URLSearchParams(query).toString()}` });
        if (response.statusCode >= 500) throw new Error(`5xx for ${JSON.stringify(query)}: ${response.body}`);
      }),
      { numRuns: 80 },
    );
  });

  it('pages through results returning each exactly once', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { services: { id: string }[]; next_offset: number | null; total: number } = (await get(`/api/services?limit=2&offset=${offset}`)).body;
      seen.push(...page.services.map((service) => service.id));
      expect(page.total).toBe(5);
      offset = page.next_offset;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('distance', () => {
  it('filters and sorts by real distance from a postcode', async () => {
    const near = await get('/api/services/search?postcode=e8%203ph&within_miles=3');
    expect(near.body.origin).toMatchObject({ label: 'E8 3PH' });
    expect(near.body.businesses.map((business: { business_name: string }) => business.business_name)).toEqual(['Gel Studio Hackney']);
    const wide = await get('/api/services/search?postcode=E8&within_miles=10');
    expect(wide.body.businesses.map((business: { business_name: string }) => business.business_name)).toEqual(['Gel Studio Hackney', 'Clapham Calm']);
    expect(wide.body.businesses[1].distance_miles).toBeGreaterThan(4);
  });

  it('says so when a postcode is unknown, rather than showing nothing', async () => {
    const { status, body } = await get('/api/services/search?postcode=ZZ9%209ZZ&within_miles=3');
    expect(status).toBe(400);
    expect(body.error).toBe("We couldn't find that postcode. Check it and try again.");
  });

  it('asks for a place when only a distance is given', async () => {
    expect((await get('/api/services/search?within_miles=3')).status).toBe(400);
  });
});

describe('availability', () => {
  it('offers the real free times: opening hours, minus today’s past times and booked slots', async () => {
    const before = (await get(`/api/services/${gelNails.id}/availability?days=1`)).body.days[0];
    expect(before.date).toBe('2026-06-10');
    expect(before.times[0]).toBe('09:00');
    expect(before.times.at(-1)).toBe('16:00'); // a 60-minute treatment ends by 17:00

    const customer = await registerUser(t.app);
    await createConfirmedBooking(t.db, { id: gelNails.id, merchantId: listed.merchant.id }, customer.user.id, londonInstant('2026-06-10', '10:00'), 60);
    const after = (await get(`/api/services/${gelNails.id}/availability?days=1`)).body.days[0];
    expect(after.times).not.toContain('10:00');
    expect(after.times).not.toContain('09:30'); // would overlap 10:00-11:00
    expect(after.times).toContain('09:00');
    expect(after.times).toContain('11:00');
  });

  it('limits the business page sidebar to 3 days of 4 times, skipping closed days', async () => {
    const { body } = await get(`/api/services/${gelNails.id}/availability?days=7&max_days=3&max_per_day=4`);
    expect(body.days).toHaveLength(3);
    expect(body.days.every((day: { times: string[] }) => day.times.length <= 4)).toBe(true);
    expect(body.days.map((day: { date: string }) => day.date)).not.toContain('2026-06-14'); // Sunday: Closed
  });

  it('puts the next off-peak free times on every listed service that has an off-peak price', async () => {
    const { body } = await get('/api/services?search=gel%20nails');
    // 08:00 on a Wednesday: 09:00 is free but at the usual price; 10:00 is booked; 10:30 is off-peak but would
    // overlap that booking for a 60-minute treatment; 11:00 is the first off-peak time.
    expect(body.services[0].next_available[0]).toEqual({ date: '2026-06-10', time: '11:00', off_peak: true, price: 30 });
    expect(body.services[0].next_available.every((slot: { off_peak: boolean }) => slot.off_peak)).toBe(true);
    expect(body.services[0]).toMatchObject({ price: 40, off_peak_price: 30, percent_off: 25 });
  });

  it('shows the next times at the usual price for a service without an off-peak price', async () => {
    const { body } = await get('/api/services?search=luxury%20gel%20pedicure');
    expect(body.services[0].next_available[0]).toMatchObject({ date: '2026-06-10', time: '09:00', off_peak: false });
  });
});

describe('files', () => {
  it('serves a business photo publicly with a year-long cache, and a certificate only to its owner and admins', async () => {
    const photo = await addMerchantFile(t.db, listed.merchant.id, 'photo', Buffer.from('RIFF....WEBPVP8 '), 'image/webp');
    const certificate = await addMerchantFile(t.db, listed.merchant.id, 'certificate', Buffer.from('%PDF-1.7'), 'application/pdf');

    const served = await inject({ method: 'GET', url: `/api/files/${photo.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`/api/merchants/${listed.merchant.id}`)).body.images[0].url).toBe(`/api/files/${photo.id}`);

    expect((await inject({ method: 'GET', url: `/api/files/${certificate.id}` })).statusCode).toBe(404);
    const stranger = await registerUser(t.app);
    expect((await inject({ method: 'GET', url: `/api/files/${certificate.id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

    const admin = await createPerson(t.db, new Date(), 'admin');
    const asAdmin = await inject({ method: 'GET', url: `/api/files/${certificate.id}?download`, headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(asAdmin.headers['content-disposition']).toMatch(/^attachment/);
  });
});
