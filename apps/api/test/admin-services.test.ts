import { and, eq } from 'drizzle-orm';
import { createPerson } from './support/actors';
import { serviceFormPayload } from './support/merchant-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUFFER_INVALID, SERVICE_REQUIRED } from '@lull/domain/validation/service-form';
import { CUSTOM_REASON_TOO_LONG } from '@lull/domain/validation/rejection';
import { refundRequests } from '../src/db/schema/bookings';
import { reviews, services } from '../src/db/schema/catalogue';
import { notifications } from '../src/db/schema/messaging';
import { merchants } from '../src/db/schema/merchants';
import { adminActions } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { MERCHANT_NOT_APPROVED } from '../src/modules/services/services-admin.service';
import { NOTHING_TO_REVIEW, SERVICE_HAS_UPCOMING_BOOKINGS, SERVICE_NOT_FOUND } from '../src/modules/services/services.service';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { cookie: string; id: string };
let customerCookie: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const registered = await createPerson(t.db, new Date(), 'admin');
  admin = { cookie: registered.cookie, id: registered.id };
  const customer = await createPerson(t.db, new Date(), 'customer');
  customerCookie = customer.cookie;
  customerId = customer.id;
});

afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A signed-in owner of a business (approved and listed unless told otherwise). */
async function salon(overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const { owner, merchant } = await createMerchant(t.db, overrides);
  const session = await startSession(t.db, owner.id, new Date(), 'lull-test');
  return { cookie: `lull_session=${session.token}`, userId: owner.id, email: owner.email!, merchant };
}

/** An edit waiting for review, as the services module writes it (decision 013). */
function proposal(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Proposed',
    description: '',
    category: 'Nails',
    pricePence: 5000,
    offPeakPricePence: null,
    durationMinutes: 60,
    materials: null,
    technicianName: null,
    imageUrl: null,
    availabilitySchedule: null,
    ...overrides,
  };
}

function form(overrides: Record<string, unknown> = {}) {
  return serviceFormPayload({ provider_name: 'Knead Ltd', ...overrides });
}

async function publicSearch(term: string) {
  const response = await send('GET', `/api/services?search=${encodeURIComponent(term)}`, null);
  expect(response.statusCode).toBe(200);
  return (response.json() as { services: { id: string; name: string }[] }).services;
}

async function rowOf(serviceId: string) {
  const [row] = await t.db.select().from(services).where(eq(services.id, serviceId));
  return row;
}

async function auditOf(serviceId: string) {
  return t.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'service'), eq(adminActions.targetId, serviceId)));
}

/** The Audit trail tab's rows for a service: what an admin reads (decision 041). */
async function trailOf(serviceId: string) {
  const response = await send('GET', `/api/admin/audit?action=service&q=${serviceId}&page_size=50`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { action: string; target_label: string | null; summary: string }[] }).items;
}

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

const approve = (serviceId: string, cookie = admin.cookie) => send('POST', `/api/admin/services/${serviceId}/approve`, cookie, { approved: true });
const reject = (serviceId: string, reason: string, notes = '') =>
  send('POST', `/api/admin/services/${serviceId}/approve`, admin.cookie, { approved: false, rejection_reason: reason, admin_notes: notes });

describe('every /api/admin/services route refuses anyone but an admin', () => {
  it('answers 401 signed out, 403 to a customer and a salon owner, and serves an admin, whatever is sent', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
    const other = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
    const routes: { method: Method; url: string; body?: unknown; ok: number }[] = [
      { method: 'GET', url: '/api/admin/services', ok: 200 },
      { method: 'GET', url: '/api/admin/services?status=pending&q=x&page=2', ok: 200 },
      { method: 'GET', url: `/api/admin/services/${service.id}`, ok: 200 },
      { method: 'GET', url: `/api/admin/services/${service.id}/bookings`, ok: 200 },
      { method: 'POST', url: '/api/admin/services', body: form({ merchant_id: owner.merchant.id }), ok: 201 },
      { method: 'PUT', url: `/api/admin/services/${service.id}`, body: form(), ok: 200 },
      { method: 'POST', url: `/api/admin/services/${service.id}/approve`, body: { approved: true }, ok: 200 },
      { method: 'DELETE', url: `/api/admin/services/${other.id}`, ok: 200 },
    ];
    for (const route of routes) {
      for (const body of [route.body, { junk: true }, undefined]) {
        if (route.method === 'GET' && body !== undefined) continue;
        expect((await send(route.method, route.url, null, body)).statusCode, `${route.method} ${route.url} signed out`).toBe(401);
        expect((await send(route.method, route.url, customerCookie, body)).statusCode, `${route.method} ${route.url} customer`).toBe(403);
        expect((await send(route.method, route.url, owner.cookie, body)).statusCode, `${route.method} ${route.url} merchant`).toBe(403);
      }
    }
    for (const route of routes) {
      const response = await send(route.method, route.url, admin.cookie, route.body);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(route.ok);
    }
    // Nothing the refused callers sent changed anything.
    expect(await rowOf(other.id)).toBeUndefined();
  });

  it('answers a malformed id or filter with a 4xx and a message, never a 500', async () => {
    expect((await send('GET', '/api/admin/services/not-a-uuid', admin.cookie)).json()).toMatchObject({ error: SERVICE_NOT_FOUND });
    expect((await send('GET', '/api/admin/services?status=gone', admin.cookie)).statusCode).toBe(400);
    expect((await send('GET', `/api/admin/services/${crypto.randomUUID()}`, admin.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/services/${crypto.randomUUID()}/bookings`, admin.cookie)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/services/${crypto.randomUUID()}`, admin.cookie, form())).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/services/${crypto.randomUUID()}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/services: searched, filtered and paged in the database', () => {
  interface Listed {
    id: string;
    name: string;
    merchant_business_name: string;
    approval_status: string;
    is_active: boolean;
    total_bookings: number;
    total_revenue: number;
    off_peak_price: number | null;
    provider_name: string;
    merchant_status: string;
  }
  const list = async (query: string) => {
    const response = await send('GET', `/api/admin/services?${query}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Listed[]; total: number; page: number; page_size: number };
  };

  let tag: string;
  let booked: { id: string };
  let refunded: { id: string };

  beforeAll(async () => {
    tag = `zq${crypto.randomUUID().slice(0, 6)}`;
    // Three businesses, 300 services between them: 100 each of approved-active, approved-inactive and pending, with
    // every tenth service rejected instead, and five approved ones carrying an edit waiting for review.
    const businesses = await Promise.all(['Amber', 'Birch', 'Cedar'].map((name) => createMerchant(t.db, { businessName: `${name} ${tag} Studio` })));
    const base = Date.now() - 1000 * DAY;
    const values: (typeof services.$inferInsert)[] = [];
    for (let index = 0; index < 300; index += 1) {
      const kind = index % 3;
      values.push({
        merchantId: businesses[index % 3]!.merchant.id,
        name: `${tag} treatment ${String(index).padStart(3, '0')}`,
        category: index % 2 === 0 ? 'Nails' : 'Hair',
        pricePence: 4000,
        offPeakPricePence: 3000,
        durationMinutes: 60,
        approvalStatus: index % 10 === 9 ? 'rejected' : kind === 2 ? 'pending' : 'approved',
        isActive: kind !== 1,
        proposedChanges: index % 60 === 0 ? proposal() : null,
        createdAt: new Date(base + index * 60_000),
      });
    }
    const inserted = await t.db.insert(services).values(values).returning({ id: services.id, name: services.name, merchantId: services.merchantId });
    const byName = new Map(inserted.map((row) => [row.name, row]));
    booked = byName.get(`${tag} treatment 000`)!;
    refunded = byName.get(`${tag} treatment 003`)!;
    const start = Date.now() + 40 * DAY;
    // treatment 000: 3 paid bookings at £35 (one completed, one a no-show) and a hold never paid.
    await createPaidBooking(t.db, { service: byName.get(`${tag} treatment 000`)!, userId: customerId, start: new Date(start) });
    await createPaidBooking(t.db, { service: byName.get(`${tag} treatment 000`)!, userId: customerId, start: new Date(start - 50 * DAY), status: 'completed' });
    await createPaidBooking(t.db, { service: byName.get(`${tag} treatment 000`)!, userId: customerId, start: new Date(start - 51 * DAY), status: 'no_show' });
    await createPaidBooking(t.db, { service: byName.get(`${tag} treatment 000`)!, userId: customerId, start: new Date(start + DAY), status: 'pending', holdExpiresAt: new Date(Date.now() + 60_000) });
    // treatment 003: paid £35, cancelled, £28.68 back: £6.32 kept in its revenue; and one cancelled while a hold.
    const cancelled = await createPaidBooking(t.db, {
      service: byName.get(`${tag} treatment 003`)!,
      userId: customerId,
      start: new Date(start + 2 * DAY),
      status: 'cancelled',
      confirmedAt: new Date(),
      cancelledAt: new Date(),
    });
    await t.db.insert(refundRequests).values({ bookingId: cancelled, userId: customerId, totalPaidPence: 3500, cardRefundPence: 2868 });
    await createPaidBooking(t.db, { service: byName.get(`${tag} treatment 003`)!, userId: customerId, start: new Date(start + 3 * DAY), status: 'cancelled' });
  });

  it('pages newest first, with each service’s business, paid bookings and takings less refunds', async () => {
    const first = await list(`q=${tag}&page_size=50`);
    expect(first).toMatchObject({ total: 300, page: 1, page_size: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.name).toBe(`${tag} treatment 299`);
    const last = await list(`q=${tag}&page_size=50&page=6`);
    expect(last.items.map((item) => item.name).at(-1)).toBe(`${tag} treatment 000`);
    expect(last.items.at(-1)).toMatchObject({ id: booked.id, merchant_business_name: `Amber ${tag} Studio`, merchant_status: 'approved', total_bookings: 3, total_revenue: 105, off_peak_price: 30 });
    expect(last.items.find((item) => item.id === refunded.id)).toMatchObject({ total_bookings: 1, total_revenue: 6.32 });
    expect(last.items.filter((item) => item.id !== booked.id && item.id !== refunded.id).every((item) => item.total_bookings === 0 && item.total_revenue === 0)).toBe(true);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => list(`q=${tag}&page_size=50&page=${page}`)));
    expect(new Set(pages.flatMap((page) => page.items.map((item) => item.id))).size).toBe(300);
    expect((await list(`q=${tag}&page_size=50&page=7`)).items).toEqual([]);
  });

  it('searches the name, the business name and the category, case-insensitively and literally', async () => {
    expect((await list(`q=${tag.toUpperCase()}%20TREATMENT%20007`)).items.map((item) => item.name)).toEqual([`${tag} treatment 007`]);
    expect((await list(`q=${encodeURIComponent(`birch ${tag}`)}&page_size=1`)).total).toBe(100);
    const nails = await list(`q=nails&status=all&page_size=100`);
    expect(nails.total).toBeGreaterThanOrEqual(150);
    expect((await list(`q=${tag}%25`)).total).toBe(0);
  });

  it('filters Pending (new or an edit waiting), Approved, Active and Inactive', async () => {
    const count = async (status: string) => (await list(`q=${tag}&status=${status}&page_size=1`)).total;
    const all = Array.from({ length: 300 }, (_, index) => ({
      status: index % 10 === 9 ? 'rejected' : index % 3 === 2 ? 'pending' : 'approved',
      active: index % 3 !== 1,
      edit: index % 60 === 0,
    }));
    expect(await count('all')).toBe(300);
    expect(await count('pending')).toBe(all.filter((s) => s.status === 'pending' || s.edit).length);
    expect(await count('approved')).toBe(all.filter((s) => s.status === 'approved').length);
    expect(await count('active')).toBe(all.filter((s) => s.status === 'approved' && s.active).length);
    expect(await count('inactive')).toBe(all.filter((s) => s.status === 'approved' && !s.active).length);
    const pending = await list(`q=${tag}&status=pending&page_size=100`);
    expect(pending.items.every((item) => item.approval_status === 'pending' || (item as unknown as { proposed_changes: unknown }).proposed_changes !== null)).toBe(true);
  });

  it('leaves out archived services and those of a deleted business', async () => {
    const owner = await salon({ businessName: `Gone ${tag}` });
    await createService(t.db, owner.merchant.id, { name: `${tag} archived`, archivedAt: new Date() });
    await createService(t.db, owner.merchant.id, { name: `${tag} kept` });
    expect((await list(`q=${encodeURIComponent(`Gone ${tag}`)}`)).items.map((item) => item.name)).toEqual([`${tag} kept`]);
    await t.db.update(merchants).set({ deletedAt: new Date() }).where(eq(merchants.id, owner.merchant.id));
    expect((await list(`q=${encodeURIComponent(`Gone ${tag}`)}`)).total).toBe(0);
  });
});

describe('GET /api/admin/services/{id} and /bookings', () => {
  it('gives the details, business, provider and performance, and the 5 most recent bookings', async () => {
    const owner = await salon({ businessName: 'Lumen Lashes', contactPerson: 'Ada Lovelace', phone: '+44 7700900001' });
    const service = await createService(t.db, owner.merchant.id, { name: 'Lash lift', providerName: 'Lumen Ltd', technicianName: 'Ada' });
    const start = Date.now() + 10 * DAY;
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const status = index === 0 ? 'completed' : index === 1 ? 'cancelled' : 'confirmed';
      ids.push(
        await createPaidBooking(t.db, {
          service,
          userId: customerId,
          start: new Date(start + index * DAY),
          status,
          confirmedAt: new Date(),
          createdAt: new Date(Date.now() - (10 - index) * 60_000),
        }),
      );
    }
    await t.db.insert(refundRequests).values({ bookingId: ids[1]!, userId: customerId, totalPaidPence: 3500, cardRefundPence: 2868 });
    await createPaidBooking(t.db, { service, userId: customerId, start: new Date(start + 20 * DAY), status: 'expired', createdAt: new Date() });
    await t.db.insert(reviews).values([
      { bookingId: ids[0]!, serviceId: service.id, merchantId: owner.merchant.id, userId: customerId, rating: 5 },
      { bookingId: ids[2]!, serviceId: service.id, merchantId: owner.merchant.id, userId: customerId, rating: 4 },
    ]);

    const detail = await send('GET', `/api/admin/services/${service.id}`, admin.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: service.id,
      name: 'Lash lift',
      price: 40,
      off_peak_price: 30,
      duration: 60,
      technician_name: 'Ada',
      provider_name: 'Lumen Ltd',
      merchant_business_name: 'Lumen Lashes',
      total_bookings: 7,
      total_revenue: 6 * 35 + 6.32,
      merchant: { id: owner.merchant.id, business_name: 'Lumen Lashes', contact_person: 'Ada Lovelace', phone: '+44 7700900001', status: 'approved' },
      metrics: { total_bookings: 7, completed_bookings: 1, cancelled_bookings: 1, total_revenue: 216.32, avg_rating: 4.5, review_count: 2 },
    });

    const recent = await send('GET', `/api/admin/services/${service.id}/bookings`, admin.cookie);
    expect(recent.statusCode).toBe(200);
    const rows = recent.json() as { id: string; status: string; final_price: number; customer_name: string; customer_email: string }[];
    expect(rows.map((row) => row.id)).toEqual(ids.slice(2).reverse());
    expect(rows[0]).toMatchObject({ status: 'confirmed', final_price: 35, customer_name: 'Customer1 Test' });
    expect(rows[0]!.customer_email).toMatch(/@example\.com$/);
  });

  it('says a service without bookings or reviews has none', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id);
    expect((await send('GET', `/api/admin/services/${service.id}`, admin.cookie)).json()).toMatchObject({
      metrics: { total_bookings: 0, completed_bookings: 0, cancelled_bookings: 0, total_revenue: 0, avg_rating: null, review_count: 0 },
    });
    expect((await send('GET', `/api/admin/services/${service.id}/bookings`, admin.cookie)).json()).toEqual([]);
  });
});

describe('POST /api/admin/services', () => {
  it('creates an approved service for an approved business, listed at once; audited; the owner told', async () => {
    const owner = await salon({ businessName: 'Knead Rooms' });
    const name = `Hot stones ${crypto.randomUUID().slice(0, 6)}`;
    const response = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, name: `  ${name} `, category: 'Skincare' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { id: string };
    expect(created).toMatchObject({
      name,
      merchant_id: owner.merchant.id,
      merchant_business_name: 'Knead Rooms',
      approval_status: 'approved',
      is_active: true,
      price: 60,
      off_peak_price: 45,
      duration: 60,
      category: 'Skincare',
      provider_name: 'Knead Ltd',
      technician_name: 'Tom',
      total_bookings: 0,
      availability_schedule: '',
    });
    expect(await rowOf(created.id)).toMatchObject({ pricePence: 6000, offPeakPricePence: 4500, providerName: 'Knead Ltd' });
    expect((await publicSearch(name)).map((service) => service.id)).toEqual([created.id]);
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ actorUserId: admin.id, action: 'service.create', after: expect.objectContaining({ name, price: 60, approval_status: 'approved' }) });
    expect(await trailOf(created.id)).toEqual([expect.objectContaining({ action: 'service.create', target_label: `${name} (Knead Rooms)`, summary: expect.stringContaining('Price: £60.00') })]);
    expect((await trailOf(created.id))[0]!.summary).not.toContain('Target name');
    expect(await notificationsOf(owner.userId)).toEqual([expect.objectContaining({ type: 'service_approved', message: expect.stringContaining(name) })]);
  });

  it('offers only approved businesses: pending, declined, deleted or unknown ones are refused with the field', async () => {
    for (const overrides of [{ status: 'pending_review' as const }, { status: 'declined' as const }, { deletedAt: new Date() }]) {
      const owner = await salon(overrides);
      const response = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MERCHANT_NOT_APPROVED, fields: { merchant_id: MERCHANT_NOT_APPROVED } });
    }
    const unknown = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: crypto.randomUUID() }));
    expect(unknown.json()).toMatchObject({ error: MERCHANT_NOT_APPROVED });
  });

  it("refuses a missing merchant, name, price or duration with 'Please fill in all required fields', and the service form's number rules", async () => {
    const owner = await salon();
    for (const missing of [{ merchant_id: '' }, { name: ' ' }, { price: '' }, { duration: null }]) {
      const response = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, ...missing }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: SERVICE_REQUIRED });
    }
    const negative = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, price: -1 }));
    expect(negative.statusCode).toBe(400);
    const zeroMinutes = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, duration: 0 }));
    expect(zeroMinutes.statusCode).toBe(400);
    expect(await t.db.select().from(services).where(eq(services.merchantId, owner.merchant.id))).toEqual([]);
  });
});

describe('PUT /api/admin/services/{id}', () => {
  it('applies the edit at once, keeps the review state, start times and a waiting edit; audited with before and after', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, {
      name: 'Old name',
      availabilitySchedule: '10:00,11:00',
      proposedChanges: proposal({ name: 'Owner proposal' }),
      proposedAt: new Date(),
    });
    const newName = `Renamed ${crypto.randomUUID().slice(0, 6)}`;
    const response = await send('PUT', `/api/admin/services/${service.id}`, admin.cookie, form({ name: newName, price: '55.50', off_peak_price: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: newName, price: 55.5, off_peak_price: null, approval_status: 'approved', availability_schedule: '10:00,11:00', provider_name: 'Knead Ltd' });
    expect((await rowOf(service.id))!.proposedChanges).toEqual(proposal({ name: 'Owner proposal' }));
    expect((await publicSearch(newName)).map((row) => row.id)).toEqual([service.id]);
    const [audit] = await auditOf(service.id);
    expect(audit).toMatchObject({ action: 'service.edit', before: expect.objectContaining({ name: 'Old name', price: 40 }), after: expect.objectContaining({ name: newName, price: 55.5 }) });
    // Only what changed, before → after; the row names the service and its business.
    const [edited] = await trailOf(service.id);
    expect(edited!.target_label).toBe(`${newName} (${owner.merchant.businessName})`);
    expect(edited!.summary).toContain(`Name: Old name → ${newName}`);
    expect(edited!.summary).toContain('Price: £40.00 → £55.50');
    expect(edited!.summary).toContain('Off peak price: £30.00 → none');
    expect(edited!.summary).toContain('Category: Nails → Massage');
    expect(edited!.summary).not.toMatch(/Duration|Target name/);
    expect(await notificationsOf(owner.userId)).toEqual([expect.objectContaining({ type: 'service_updated' })]);

    const pending = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
    expect((await send('PUT', `/api/admin/services/${pending.id}`, admin.cookie, form())).json()).toMatchObject({ approval_status: 'pending' });
  });

  it('refuses what the service form refuses, with the field', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id);
    const response = await send('PUT', `/api/admin/services/${service.id}`, admin.cookie, form({ name: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: SERVICE_REQUIRED, fields: { name: SERVICE_REQUIRED } });
    expect(await auditOf(service.id)).toEqual([]);
  });
});

describe('the clean-up time on the admin\'s create and edit (decision 050)', () => {
  it('creates with the clean-up time sent, or none', async () => {
    const owner = await salon();
    const created = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, buffer_minutes: 20 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ buffer_minutes: 20, approval_status: 'approved' });
    expect(await rowOf(created.json().id)).toMatchObject({ bufferMinutes: 20 });
    const plain = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id }));
    expect(plain.json()).toMatchObject({ buffer_minutes: 0 });
  });

  it("edits an approved service's clean-up time at once, leaves a waiting edit alone, and keeps it when not sent", async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { bufferMinutes: 10, proposedChanges: proposal({ name: 'Owner proposal' }), proposedAt: new Date() });
    const edited = await send('PUT', `/api/admin/services/${service.id}`, admin.cookie, form({ buffer_minutes: '30' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ buffer_minutes: 30, approval_status: 'approved', proposed_changes: { name: 'Owner proposal' } });
    expect(await rowOf(service.id)).toMatchObject({ bufferMinutes: 30 });
    const [audit] = await auditOf(service.id);
    expect(audit).toMatchObject({ action: 'service.edit', before: expect.objectContaining({ buffer_minutes: 10 }), after: expect.objectContaining({ buffer_minutes: 30 }) });
    const kept = await send('PUT', `/api/admin/services/${service.id}`, admin.cookie, form());
    expect(kept.json()).toMatchObject({ buffer_minutes: 30 });
    const detail = await send('GET', `/api/admin/services/${service.id}`, admin.cookie);
    expect(detail.json()).toMatchObject({ buffer_minutes: 30 });
  });

  it('refuses a clean-up time out of range with 400 and the field, changing nothing', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { bufferMinutes: 5 });
    for (const buffer_minutes of [65, -5, 12]) {
      const edited = await send('PUT', `/api/admin/services/${service.id}`, admin.cookie, form({ buffer_minutes }));
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toEqual({ error: BUFFER_INVALID, fields: { buffer_minutes: BUFFER_INVALID } });
      const created = await send('POST', '/api/admin/services', admin.cookie, form({ merchant_id: owner.merchant.id, buffer_minutes }));
      expect(created.statusCode).toBe(400);
      expect(created.json().fields).toEqual({ buffer_minutes: BUFFER_INVALID });
    }
    expect(await rowOf(service.id)).toMatchObject({ bufferMinutes: 5 });
  });
});

describe('DELETE /api/admin/services/{id}', () => {
  it("does what the owner's delete does: gone when never booked, archived when booked before, refused with upcoming bookings", async () => {
    const owner = await salon();
    const fresh = await createService(t.db, owner.merchant.id);
    expect((await send('DELETE', `/api/admin/services/${fresh.id}`, admin.cookie)).json()).toEqual({ id: fresh.id, outcome: 'deleted' });
    expect(await rowOf(fresh.id)).toBeUndefined();
    expect(await auditOf(fresh.id)).toEqual([expect.objectContaining({ action: 'service.delete', after: { outcome: 'deleted' } })]);
    // Gone from the database, still named in the trail.
    expect(await trailOf(fresh.id)).toEqual([expect.objectContaining({ action: 'service.delete', target_label: `${fresh.name} (${owner.merchant.businessName})` })]);

    const past = await createService(t.db, owner.merchant.id);
    await createPaidBooking(t.db, { service: past, userId: customerId, start: new Date(Date.now() - 5 * DAY), status: 'completed' });
    expect((await send('DELETE', `/api/admin/services/${past.id}`, admin.cookie)).json()).toEqual({ id: past.id, outcome: 'archived' });
    expect((await rowOf(past.id))!.archivedAt).not.toBeNull();
    expect((await send('GET', `/api/admin/services/${past.id}`, admin.cookie)).statusCode).toBe(404);

    const upcoming = await createService(t.db, owner.merchant.id);
    await createPaidBooking(t.db, { service: upcoming, userId: customerId, start: new Date(Date.now() + 5 * DAY) });
    const refused = await send('DELETE', `/api/admin/services/${upcoming.id}`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SERVICE_HAS_UPCOMING_BOOKINGS });
    expect(await auditOf(upcoming.id)).toEqual([]);
    expect((await notificationsOf(owner.userId)).filter((row) => row.type === 'service_removed')).toHaveLength(2);
  });
});

describe('POST /api/admin/services/{id}/approve', () => {
  it('approves a pending service: listed, the owner told by bell and mail, audited; approving again is a 409', async () => {
    const owner = await salon();
    const name = `Gel toes ${crypto.randomUUID().slice(0, 6)}`;
    const service = await createService(t.db, owner.merchant.id, { name, approvalStatus: 'pending' });
    expect(await publicSearch(name)).toEqual([]);
    const response = await send('POST', `/api/admin/services/${service.id}/approve`, admin.cookie, { approved: true, admin_notes: 'Looks good' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ approval_status: 'approved' });
    expect((await rowOf(service.id))!.adminNotes).toBe('Looks good');
    expect((await publicSearch(name)).map((row) => row.id)).toEqual([service.id]);
    expect(await notificationsOf(owner.userId)).toEqual([expect.objectContaining({ type: 'service_approved' })]);
    const outbox = (await send('GET', '/api/dev/outbox', null)).json() as { to: string; subject: string }[];
    expect(outbox.filter((mail) => mail.to === owner.email)).toHaveLength(1);
    expect(await auditOf(service.id)).toEqual([
      expect.objectContaining({ actorUserId: admin.id, action: 'service.approve', before: expect.objectContaining({ approval_status: 'pending' }), after: expect.objectContaining({ approval_status: 'approved' }), note: 'Looks good' }),
    ]);
    const again = await approve(service.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: NOTHING_TO_REVIEW });
  });

  it('rejects with a custom reason and notes: the owner reads the reason, the notes stay with the team', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
    expect((await reject(service.id, 'x'.repeat(101))).json()).toMatchObject({ error: CUSTOM_REASON_TOO_LONG });
    const response = await reject(service.id, 'Photos must show your own work', 'Stock image used');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Photos must show your own work' });
    expect(await rowOf(service.id)).toMatchObject({ adminNotes: 'Stock image used' });
    const [notice] = await notificationsOf(owner.userId);
    expect(notice).toMatchObject({ type: 'service_rejected', message: expect.stringContaining('Photos must show your own work') });
    expect(notice!.message).not.toContain('Stock image');
    const mine = (await send('GET', '/api/services/me', owner.cookie)).json() as { items: { id: string; rejection_reason: string }[] };
    expect(mine.items.find((item) => item.id === service.id)).toMatchObject({ rejection_reason: 'Photos must show your own work' });
    expect(await auditOf(service.id)).toEqual([expect.objectContaining({ action: 'service.reject', note: 'Photos must show your own work | Stock image used' })]);
  });

  it('decides an edit waiting for review, audited as such', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { approvalStatus: 'approved' });
    const edit = await send('PUT', `/api/services/${service.id}`, owner.cookie, { ...form({ name: 'Proposed name' }), provider_name: undefined, availability_schedule: '' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await approve(service.id)).json()).toMatchObject({ name: 'Proposed name', proposed_changes: null });
    expect(await auditOf(service.id)).toEqual([expect.objectContaining({ action: 'service.edit_approve' })]);
    // The changed fields, readably, not the whole proposal as one blob.
    const [approved] = await trailOf(service.id);
    expect(approved!.target_label).toBe(`Proposed name (${owner.merchant.businessName})`);
    expect(approved!.summary).toContain(`Name: ${service.name} → Proposed name`);
    expect(approved!.summary).toContain('Price: £40.00 → £60.00');
    expect(approved!.summary).toContain('Off peak price: £30.00 → £45.00');
    expect(approved!.summary).not.toMatch(/Duration|Proposed changes|Target name/);

    const declined = await send('PUT', `/api/services/${service.id}`, owner.cookie, { ...form({ name: 'Proposed name', price: 75 }), provider_name: undefined, availability_schedule: '' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await reject(service.id, 'Prices must match your salon menu')).statusCode).toBe(200);
    const [rejected] = await trailOf(service.id);
    expect(rejected).toMatchObject({ action: 'service.edit_reject', target_label: `Proposed name (${owner.merchant.businessName})` });
    expect(rejected!.summary).toBe('Rejection reason: Prices must match your salon menu; Declined changes: Price: £60.00 → £75.00');
  });

  it('does not list a service approved while its business is under review, until the business is approved', async () => {
    const owner = await salon({ status: 'pending_review', isVerified: false });
    const name = `Brow tint ${crypto.randomUUID().slice(0, 6)}`;
    const service = await createService(t.db, owner.merchant.id, { name, approvalStatus: 'pending' });
    expect((await approve(service.id)).statusCode).toBe(200);
    expect(await publicSearch(name)).toEqual([]);
    await t.db.update(merchants).set({ status: 'approved', isVerified: true }).where(eq(merchants.id, owner.merchant.id));
    expect((await publicSearch(name)).map((row) => row.id)).toEqual([service.id]);
  });

  it('gives one outcome when two admins approve and reject at once: the other gets a 409', async () => {
    const second = await createPerson(t.db, new Date(), 'admin');
    const owner = await salon();
    for (let round = 0; round < 5; round += 1) {
      const service = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
      const [approval, rejection] = await Promise.all([
        approve(service.id),
        send('POST', `/api/admin/services/${service.id}/approve`, second.cookie, { approved: false, rejection_reason: 'Incomplete Information' }),
      ]);
      const statuses = [approval.statusCode, rejection.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const row = await rowOf(service.id);
      expect(row!.approvalStatus).toBe(approval.statusCode === 200 ? 'approved' : 'rejected');
      expect(await auditOf(service.id)).toHaveLength(1);
      const told = (await notificationsOf(owner.userId)).filter((notice) => notice.type === 'service_approved' || notice.type === 'service_rejected');
      expect(told).toHaveLength(round + 1);
    }
  });

  it('gives one outcome when the same approval is sent twice at once', async () => {
    const owner = await salon();
    const service = await createService(t.db, owner.merchant.id, { approvalStatus: 'pending' });
    const answers = await Promise.all([approve(service.id), approve(service.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(owner.userId)).toHaveLength(1);
  });
});
