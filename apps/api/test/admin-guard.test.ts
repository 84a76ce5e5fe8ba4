import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { listRoutes } from './support/route-table';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every /api/admin route, found in the running app's own route tree (so a route added later is covered without
 * touching this test), refuses a signed-out caller with 401 and a customer or a merchant with 403, whatever the
 * path's ids, the query or the body say: the guard runs before anything reads the request.
 */
let t: TestApp;
let customer: BookingCustomer;
let merchant: BookingCustomer;

const adminRoutes = (app: TestApp['app']) => listRoutes(app, '/api/admin');

const JUNK_BODIES = [undefined, {}, { approved: true }, { approved: 'yes', amount: -1, ids: ['x'] }, '{"not json'];
const withIds = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id);

beforeAll(async () => {
  t = await createTestApp();
  [customer, merchant] = await createPeople(t.db, new Date(), ['customer', 'merchant']);
});
afterAll(() => t.close());

describe('every admin route', () => {
  it('is found in the route tree (the dashboard has its lists and actions)', () => {
    const found = adminRoutes(t.app);
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found).toContainEqual({ method: 'GET', url: '/api/admin/users' });
    expect(found).toContainEqual({ method: 'POST', url: '/api/admin/users/:id/grant-credit' });
  });

  it('answers 401 signed out, and 403 to a customer and a merchant, whatever is sent', async () => {
    const found = adminRoutes(t.app);
    for (const { method, url } of found) {
      for (const id of ['7d9f3a52-6f0e-4b9e-8d55-5b8f1b6f2d10', 'not-an-id']) {
        for (const body of method === 'GET' ? [undefined] : JUNK_BODIES) {
          const payload = body === undefined ? {} : { payload: body };
          const contentType: Record<string, string> = typeof body === 'string' ? { 'content-type': 'application/json' } : {};
          const target = `${withIds(url, id)}?page=-1&q=%27;drop&status=nonsense`;
          for (const [caller, cookie, status] of [
            ['signed out', undefined, 401],
            ['a customer', customer.cookie, 403],
            ['a merchant', merchant.cookie, 403],
          ] as const) {
            const response = await t.app.inject({ method: method as 'GET', url: target, ...payload, headers: { ...contentType, ...(cookie ? { cookie } : {}) } });
            expect(response.statusCode, `${method} ${url} as ${caller} with ${JSON.stringify(body)}`).toBe(status);
            expect(response.json(), `${method} ${url} as ${caller}`).toHaveProperty('error');
          }
        }
      }
    }
  });
});
