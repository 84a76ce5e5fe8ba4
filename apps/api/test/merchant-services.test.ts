import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUFFER_INVALID, SERVICE_REQUIRED } from '@lull/domain/validation/service-form';
import { services } from '../src/db/schema/catalogue';
import { merchantFiles, merchants } from '../src/db/schema/merchants';
import { BUSINESS_PAUSED } from '../src/modules/merchants/merchants.service';
import { SERVICE_HAS_UPCOMING_BOOKINGS } from '../src/modules/services/services.service';
import { startSession } from '../src/modules/auth/sessions';
import { createPerson } from './support/actors';
import { createCustomers } from './support/booking-customers';
import { createConfirmedBooking, createMerchant } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPerson(t.db, new Date(), 'admin');
  adminCookie = admin.cookie;
});

afterAll(async () => {
  await t?.close();
});

/** A signed-in owner of an approved, listed business (or as overridden), made through the repositories. */
async function salon(overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const { owner, merchant } = await createMerchant(t.db, overrides);
  const session = await startSession(t.db, owner.id, new Date(), 'lull-test');
  return { cookie: `lull_session=${session.token}`, email: owner.email!, userId: owner.id, merchant };
}

/** A signed-in account with no business (a customer). */
async function customer() {
  const [account] = await createCustomers(t.db, 1, new Date());
  return { cookie: account!.cookie, user: { id: account!.id } };
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Russian volume lashes',
    description: 'A full set of soft, fluffy volume lashes.',
    price: 65,
    off_peak_price: 49.5,
    duration: 90,
    category: 'Lashes',
    materials: 'Silk lashes',
    technician_name: 'Zara',
    image_url: '',
    availability_schedule: '10:00,10:30,11:00',
    ...overrides,
  };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function addService(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/services', cookie, form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; [key: string]: unknown };
}

const approve = (serviceId: string) => send('POST', `/api/admin/services/${serviceId}/approve`, adminCookie, { approved: true });
const reject = (serviceId: string, reason: string) => send('POST', `/api/admin/services/${serviceId}/approve`, adminCookie, { approved: false, rejection_reason: reason });

async function rowOf(serviceId: string) {
  const [row] = await t.db.select().from(services).where(eq(services.id, serviceId));
  return row;
}

async function publicSearch(query: string) {
  const response = await send('GET', `/api/services?${query}`, null);
  expect(response.statusCode).toBe(200);
  return (response.json() as { services: { id: string; name: string; price: number; category: string }[] }).services;
}

async function outboxTo(email: string) {
  const response = await send('GET', '/api/dev/outbox', null);
  return (response.json() as { to: string; subject: string; text: string }[]).filter((mail) => mail.to === email);
}

async function servicePicture(cookie: string) {
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c98bb9' } }).jpeg().toBuffer();
  const response = await uploadFile(t.app, 'service_image', 'lashes.jpg', bytes, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; file_url: string; file_type: string };
}

describe('POST /api/services and GET /api/services/me', () => {
  it('adds a pending service in pounds (pence in the database) and lists it for its owner only', async () => {
    const owner = await salon();
    const created = await addService(owner.cookie, { name: '  Russian volume lashes  ' });
    expect(created).toMatchObject({
      merchant_id: owner.merchant.id,
      name: 'Russian volume lashes',
      price: 65,
      off_peak_price: 49.5,
      duration: 90,
      category: 'Lashes',
      approval_status: 'pending',
      is_active: true,
      rejection_reason: null,
      proposed_changes: null,
      availability_schedule: '10:00,10:30,11:00',
    });
    expect(await rowOf(created.id)).toMatchObject({ pricePence: 6500, offPeakPricePence: 4950, durationMinutes: 90 });

    const list = await send('GET', '/api/services/me', owner.cookie);
    expect(list.json()).toMatchObject({ total: 1, page: 1, page_size: 20, items: [{ id: created.id }] });
    // Not listed yet: customers cannot find it.
    expect(await publicSearch('search=Russian%20volume%20lashes')).toEqual([]);
  });

  it('searches, filters by approval and activity, and pages in the database', async () => {
    const owner = await salon();
    const nails = await addService(owner.cookie, { name: 'Gel manicure', category: 'Nails' });
    const brows = await addService(owner.cookie, { name: 'Brow lamination', category: 'Brows' });
    const wax = await addService(owner.cookie, { name: 'Leg wax', category: 'Waxing', technician_name: 'Nell' });
    await approve(nails.id);
    await reject(brows.id, 'Please add a photo of your work.');
    await send('POST', `/api/services/${wax.id}/toggle`, owner.cookie);

    const names = async (query: string) => ((await send('GET', `/api/services/me?${query}`, owner.cookie)).json().items as { name: string }[]).map((item) => item.name);
    expect(await names('approval=approved')).toEqual(['Gel manicure']);
    expect(await names('approval=rejected')).toEqual(['Brow lamination']);
    expect(await names('approval=pending')).toEqual(['Leg wax']);
    expect(await names('active=inactive')).toEqual(['Leg wax']);
    expect(await names('active=active')).toEqual(['Brow lamination', 'Gel manicure']);
    expect(await names('q=nell')).toEqual(['Leg wax']);
    expect(await names('q=BROWS')).toEqual(['Brow lamination']);
    const page2 = (await send('GET', '/api/services/me?page=2&page_size=2', owner.cookie)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.items.map((item: { name: string }) => item.name)).toEqual(['Gel manicure']);
    expect((await send('GET', '/api/services/me?approval=maybe', owner.cookie)).statusCode).toBe(400);
  });

  it('lets an admin list any business by merchant_id, and refuses a merchant naming another business', async () => {
    const a = await salon();
    const b = await salon();
    const service = await addService(b.cookie);
    const byAdmin = await send('GET', `/api/services/me?merchant_id=${b.merchant.id}`, adminCookie);
    expect(byAdmin.json().items.map((item: { id: string }) => item.id)).toEqual([service.id]);
    const byOther = await send('GET', `/api/services/me?merchant_id=${b.merchant.id}`, a.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().items).toBeUndefined();
  });

  it('lets a business under review prepare services, listed only once both the service and the business are approved (decision 040)', async () => {
    const pending = await salon({ status: 'pending_review', isVerified: false });
    const service = await addService(pending.cookie, { name: 'Prepared pedicure', category: 'Nails' });
    expect(service).toMatchObject({ approval_status: 'pending', is_active: true });
    const edited = await send('PUT', `/api/services/${service.id}`, pending.cookie, form({ name: 'Prepared pedicure', category: 'Nails', price: 40, off_peak_price: 32 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: 40, approval_status: 'pending' });

    // Our team may approve the service while the business waits; customers see nothing yet.
    expect((await approve(service.id)).json()).toMatchObject({ approval_status: 'approved' });
    expect(await publicSearch('search=Prepared%20pedicure')).toEqual([]);

    const business = await send('POST', `/api/admin/merchants/${pending.merchant.id}/approve`, adminCookie, { approved: true });
    expect(business.statusCode, business.body).toBe(200);
    expect((await publicSearch('search=Prepared%20pedicure')).map((listed) => listed.id)).toEqual([service.id]);
  });

  it('refuses a paused business, a visitor and an account with no business', async () => {
    const paused = await salon({ isPaused: true });
    const pausedAnswer = await send('POST', '/api/services', paused.cookie, form());
    expect(pausedAnswer.statusCode).toBe(403);
    expect(pausedAnswer.json().error).toBe(BUSINESS_PAUSED);

    expect((await send('POST', '/api/services', null, form())).statusCode).toBe(401);
    const someone = await customer();
    expect((await send('POST', '/api/services', someone.cookie, form())).statusCode).toBe(404);
    expect((await send('GET', '/api/services/me', someone.cookie)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a message per field, never a 500', async () => {
    const owner = await salon();
    const missing = await send('POST', '/api/services', owner.cookie, form({ name: ' ', price: '', duration: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: SERVICE_REQUIRED, fields: { name: SERVICE_REQUIRED, price: SERVICE_REQUIRED, duration: SERVICE_REQUIRED } });

    const wrong = await send('POST', '/api/services', owner.cookie, form({ price: 40, off_peak_price: 45, category: 'Tattoo' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({ category: 'Please choose a category.' });
    const notBelow = await send('POST', '/api/services', owner.cookie, form({ price: 40, off_peak_price: 45 }));
    expect(notBelow.json()).toMatchObject({ fields: { off_peak_price: 'Off-peak price must be below the regular price.' } });

    for (const payload of [form({ price: true }), form({ duration: 1.5 }), form({ availability_schedule: '23:00' }), form({ image_url: 'javascript:alert(1)' }), []]) {
      const response = await send('POST', '/api/services', owner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    // Someone else's upload, or one that never existed, is not a picture of this service.
    const stranger = await customer();
    const theirs = await servicePicture(stranger.cookie);
    const stolen = await send('POST', '/api/services', owner.cookie, form({ image_url: theirs.file_url }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual({ image_url: 'Upload failed. Please try again.' });
    expect((await send('GET', '/api/services/me', owner.cookie)).json().total).toBe(0);
  });
});

describe('review by an admin (POST /api/admin/services/{id}/approve)', () => {
  it('approves a pending service: listed at once under its customer category, the owner told in the bell and by mail', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Lash lift and tint', category: 'Lashes' });
    const approved = await approve(service.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approval_status: 'approved', rejection_reason: null });

    const found = await publicSearch('search=Lash%20lift%20and%20tint');
    expect(found.map((listed) => listed.id)).toEqual([service.id]);
    expect(found[0]).toMatchObject({ price: 65, category: 'Lashes' });

    const bell = await send('GET', '/api/notifications', owner.cookie);
    expect(bell.json()).toContainEqual(expect.objectContaining({ type: 'service_approved', title: 'Service approved: Lash lift and tint' }));
    expect(await outboxTo(owner.email)).toContainEqual(expect.objectContaining({ subject: 'Service approved: Lash lift and tint' }));

    // Nothing is left to review.
    const again = await approve(service.id);
    expect(again.statusCode).toBe(409);
  });

  it('rejects a pending service with a reason the owner sees; editing it sends it back for review', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Hot stone massage', category: 'Massage' });
    const refusedWithoutReason = await send('POST', `/api/admin/services/${service.id}/approve`, adminCookie, { approved: false });
    expect(refusedWithoutReason.statusCode).toBe(400);
    expect(refusedWithoutReason.json().error).toBe('Please select a rejection reason before submitting.');

    const rejected = await reject(service.id, 'Please describe the stones and the oils used.');
    expect(rejected.json()).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Please describe the stones and the oils used.' });
    const bell = (await send('GET', '/api/notifications', owner.cookie)).json();
    expect(bell).toContainEqual(expect.objectContaining({ type: 'service_rejected', message: expect.stringContaining('Please describe the stones and the oils used.') }));
    const [mail] = await outboxTo(owner.email);
    expect(mail).toMatchObject({ subject: 'Service not approved: Hot stone massage', text: expect.stringContaining('Reason: Please describe the stones and the oils used.') });
    expect(await publicSearch('search=Hot%20stone%20massage')).toEqual([]);

    const edited = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Hot stone massage', category: 'Massage', description: 'Basalt stones, sweet almond oil.' }));
    expect(edited.json()).toMatchObject({ approval_status: 'pending', rejection_reason: null, description: 'Basalt stones, sweet almond oil.', proposed_changes: null });
  });

  it('is for admins only', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie);
    const byOwner = await send('POST', `/api/admin/services/${service.id}/approve`, owner.cookie, { approved: true });
    expect(byOwner.statusCode).toBe(403);
    expect((await send('POST', `/api/admin/services/${service.id}/approve`, null, { approved: true })).statusCode).toBe(401);
    expect((await rowOf(service.id))?.approvalStatus).toBe('pending');
    expect((await send('POST', '/api/admin/services/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/approve', adminCookie, { approved: true })).statusCode).toBe(404);
  });
});

describe('editing an approved service (decision 013)', () => {
  it('keeps the approved details for customers until an admin approves the edit, then copies it over', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Classic facial', category: 'Facial', price: 50, off_peak_price: 40 });
    await approve(service.id);

    const edited = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Classic glow facial', category: 'Facial', price: 55, off_peak_price: 42 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Classic facial',
      price: 50,
      approval_status: 'approved',
      proposed_changes: { name: 'Classic glow facial', price: 55, off_peak_price: 42, proposed_at: expect.any(String) },
    });
    const [listed] = await publicSearch('search=Classic%20facial');
    expect(listed).toMatchObject({ id: service.id, name: 'Classic facial', price: 50 });

    const approved = await approve(service.id);
    expect(approved.json()).toMatchObject({ name: 'Classic glow facial', price: 55, off_peak_price: 42, proposed_changes: null, approval_status: 'approved' });
    expect(await rowOf(service.id)).toMatchObject({ pricePence: 5500, offPeakPricePence: 4200, proposedChanges: null, proposedAt: null });
    const [now] = await publicSearch('search=Classic%20glow%20facial');
    expect(now).toMatchObject({ id: service.id, price: 55 });
    expect((await send('GET', '/api/notifications', owner.cookie)).json()).toContainEqual(expect.objectContaining({ title: 'Changes approved: Classic glow facial' }));
  });

  it('drops a rejected edit and keeps the reason; the approved details stay listed', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Brow shape', category: 'Brows', price: 25, off_peak_price: 20 });
    await approve(service.id);
    await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Brow shape', category: 'Brows', price: 2.5, off_peak_price: null }));
    const rejected = await reject(service.id, 'That price looks like a typing mistake.');
    expect(rejected.json()).toMatchObject({ name: 'Brow shape', price: 25, approval_status: 'approved', proposed_changes: null, rejection_reason: 'That price looks like a typing mistake.' });
    expect(await publicSearch('search=Brow%20shape')).toEqual([expect.objectContaining({ id: service.id, price: 25 })]);
    expect(await outboxTo(owner.email)).toContainEqual(expect.objectContaining({ subject: 'Changes not approved: Brow shape' }));
  });

  it('withdraws the edit when the approved details are saved again, and never lists a proposed picture before approval', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Shellac pedicure', category: 'Nails', price: 35, off_peak_price: 28 });
    await approve(service.id);
    const picture = await servicePicture(owner.cookie);
    expect(picture.file_type).toBe('service_image');
    const proposed = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Shellac pedicure', category: 'Nails', price: 35, off_peak_price: 28, image_url: picture.file_url }));
    expect(proposed.json().proposed_changes).toMatchObject({ image_url: picture.file_url });
    // Claimed for the business, but private until customers can see the service with it.
    expect((await send('GET', picture.file_url, null)).statusCode).toBe(404);
    expect((await send('GET', picture.file_url, owner.cookie)).statusCode).toBe(200);

    await approve(service.id);
    const shown = await send('GET', picture.file_url, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toContain('public');

    // Saving what is approved proposes nothing.
    const same = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Shellac pedicure', category: 'Nails', price: 35, off_peak_price: 28, image_url: picture.file_url }));
    expect(same.json().proposed_changes).toBeNull();
  });

  it('a pending service takes the edit at once, and a replaced picture is removed', async () => {
    const owner = await salon();
    const first = await servicePicture(owner.cookie);
    const service = await addService(owner.cookie, { image_url: first.file_url });
    const [file] = await t.db.select().from(merchantFiles).where(eq(merchantFiles.id, first.id));
    expect(file).toMatchObject({ merchantId: owner.merchant.id, fileType: 'service_image' });

    const second = await servicePicture(owner.cookie);
    const edited = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Volume lashes', image_url: second.file_url }));
    expect(edited.json()).toMatchObject({ name: 'Volume lashes', image_url: second.file_url, approval_status: 'pending', proposed_changes: null });
    expect(await t.db.select().from(merchantFiles).where(eq(merchantFiles.id, first.id))).toEqual([]);
  });
});

describe('the clean-up time after a treatment (decision 050)', () => {
  it('is 0 when a new service does not send it, and what it sends otherwise', async () => {
    const owner = await salon();
    const plain = await addService(owner.cookie, { name: 'No clean-up manicure' });
    expect(plain).toMatchObject({ buffer_minutes: 0 });
    const created = await addService(owner.cookie, { name: 'Hot stone massage', category: 'Massage', buffer_minutes: 15 });
    expect(created).toMatchObject({ buffer_minutes: 15, approval_status: 'pending' });
    expect(await rowOf(created.id)).toMatchObject({ bufferMinutes: 15 });
    const list = (await send('GET', '/api/services/me', owner.cookie)).json() as { items: { id: string; buffer_minutes: number }[] };
    expect(list.items.find((item) => item.id === created.id)).toMatchObject({ buffer_minutes: 15 });
  });

  it("applies at once on an approved service, while the rest of the edit waits for review; absent keeps it", async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Deep tissue massage', category: 'Massage', buffer_minutes: 10 });
    await approve(service.id);

    // Only the clean-up time changes: nothing waits for review.
    const bufferOnly = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Deep tissue massage', category: 'Massage', buffer_minutes: 30 }));
    expect(bufferOnly.statusCode, bufferOnly.body).toBe(200);
    expect(bufferOnly.json()).toMatchObject({ buffer_minutes: 30, approval_status: 'approved', proposed_changes: null });
    expect(await rowOf(service.id)).toMatchObject({ bufferMinutes: 30, proposedChanges: null });

    // With a detail customers see, that detail waits and the clean-up time still applies.
    const both = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Deep tissue massage', category: 'Massage', price: 70, buffer_minutes: 45 }));
    expect(both.json()).toMatchObject({ price: 65, buffer_minutes: 45, approval_status: 'approved', proposed_changes: { price: 70 } });
    expect(both.json().proposed_changes).not.toHaveProperty('buffer_minutes');

    // An edit that does not send it keeps it; approving the waiting edit does not undo it.
    const absent = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Deep tissue massage', category: 'Massage', price: 70 }));
    expect(absent.json()).toMatchObject({ buffer_minutes: 45 });
    expect((await approve(service.id)).json()).toMatchObject({ price: 70, buffer_minutes: 45, proposed_changes: null });
  });

  it('sets at once on a pending service too, which waits for review as before', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Gel toes' });
    const edited = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ name: 'Gel toes', buffer_minutes: 5 }));
    expect(edited.json()).toMatchObject({ buffer_minutes: 5, approval_status: 'pending' });
  });

  it.each([[-5], [61], [90], [7], ['soon']])('refuses %o with 400 and a message on buffer_minutes', async (buffer_minutes) => {
    const owner = await salon();
    const created = await send('POST', '/api/services', owner.cookie, form({ buffer_minutes }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ error: BUFFER_INVALID, fields: { buffer_minutes: BUFFER_INVALID } });
    const service = await addService(owner.cookie);
    const edited = await send('PUT', `/api/services/${service.id}`, owner.cookie, form({ buffer_minutes }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toEqual({ buffer_minutes: BUFFER_INVALID });
  });

  it('is never shown to customers: the public service, its listing and its search card have no buffer', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Tidy brow tint', category: 'Brows', buffer_minutes: 20 });
    await approve(service.id);
    const one = await send('GET', `/api/services/${service.id}`, null);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.body).not.toMatch(/buffer/i);
    const listed = await send('GET', '/api/services?search=Tidy%20brow%20tint', null);
    expect(listed.json().services).toEqual([expect.objectContaining({ id: service.id })]);
    expect(listed.body).not.toMatch(/buffer/i);
    const searched = await send('GET', '/api/services/search?search=Tidy%20brow%20tint', null);
    expect(searched.statusCode).toBe(200);
    expect(searched.body).toContain(service.id);
    expect(searched.body).not.toMatch(/buffer/i);
  });
});

describe('toggle and delete', () => {
  it('toggles is_active, which takes an approved service off and back on the catalogue', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie, { name: 'Scalp massage', category: 'Massage' });
    await approve(service.id);
    expect(await publicSearch('search=Scalp%20massage')).toHaveLength(1);
    const off = await send('POST', `/api/services/${service.id}/toggle`, owner.cookie);
    expect(off.json()).toMatchObject({ is_active: false });
    expect(await publicSearch('search=Scalp%20massage')).toEqual([]);
    const on = await send('POST', `/api/services/${service.id}/toggle`, owner.cookie);
    expect(on.json()).toMatchObject({ is_active: true });
    expect(await publicSearch('search=Scalp%20massage')).toHaveLength(1);
  });

  it('refuses to delete a service with an upcoming booking, archives one booked before and deletes one never booked', async () => {
    const owner = await salon();
    const booker = await customer();
    const upcoming = await addService(owner.cookie, { name: 'Balayage', category: 'Hair' });
    await approve(upcoming.id);
    await createConfirmedBooking(t.db, { id: upcoming.id, merchantId: owner.merchant.id }, booker.user.id, new Date(Date.now() + 3 * 86_400_000), 90);
    const refused = await send('DELETE', `/api/services/${upcoming.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(SERVICE_HAS_UPCOMING_BOOKINGS);
    expect(await rowOf(upcoming.id)).toMatchObject({ archivedAt: null, isActive: true });

    const past = await addService(owner.cookie, { name: 'Root touch-up', category: 'Hair' });
    await approve(past.id);
    await createConfirmedBooking(t.db, { id: past.id, merchantId: owner.merchant.id }, booker.user.id, new Date(Date.now() - 3 * 86_400_000), 60);
    const archived = await send('DELETE', `/api/services/${past.id}`, owner.cookie);
    expect(archived.json()).toEqual({ id: past.id, outcome: 'archived' });
    expect(await rowOf(past.id)).toMatchObject({ isActive: false, archivedAt: expect.any(Date) });
    expect(await publicSearch('search=Root%20touch-up')).toEqual([]);
    const listed = (await send('GET', '/api/services/me', owner.cookie)).json().items.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(past.id);
    expect((await send('PUT', `/api/services/${past.id}`, owner.cookie, form())).statusCode).toBe(404);

    const never = await addService(owner.cookie, { name: 'Blow-dry', category: 'Hair' });
    expect((await send('DELETE', `/api/services/${never.id}`, owner.cookie)).json()).toEqual({ id: never.id, outcome: 'deleted' });
    expect(await rowOf(never.id)).toBeUndefined();
    expect((await send('DELETE', `/api/services/${never.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('a paused business changes nothing: edit, toggle and delete are refused', async () => {
    const owner = await salon();
    const service = await addService(owner.cookie);
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, owner.merchant.id));
    for (const [method, url, payload] of [
      ['PUT', `/api/services/${service.id}`, form({ name: 'Changed' })],
      ['POST', `/api/services/${service.id}/toggle`, undefined],
      ['DELETE', `/api/services/${service.id}`, undefined],
    ] as const) {
      const response = await send(method, url, owner.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe(BUSINESS_PAUSED);
    }
    expect(await rowOf(service.id)).toMatchObject({ name: 'Russian volume lashes', isActive: true, archivedAt: null });
    // Still readable.
    expect((await send('GET', '/api/services/me', owner.cookie)).json().total).toBe(1);
  });
});

describe("merchant A against merchant B's services", () => {
  it('finds nothing and changes nothing on every route, whatever id is sent', async () => {
    const a = await salon();
    const b = await salon();
    const theirs = await addService(b.cookie, { name: 'B only' });
    const before = await rowOf(theirs.id);
    const attempts = [
      ['PUT', `/api/services/${theirs.id}`, form({ name: 'Taken over' })],
      ['PUT', `/api/services/${theirs.id}`, form({ name: 'Taken over', merchant_id: b.merchant.id })],
      ['POST', `/api/services/${theirs.id}/toggle`, undefined],
      ['DELETE', `/api/services/${theirs.id}`, undefined],
      ['POST', `/api/admin/services/${theirs.id}/approve`, { approved: true }],
      ['POST', '/api/services', form({ merchant_id: b.merchant.id })],
      ['GET', `/api/services/me?merchant_id=${b.merchant.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await send(method, url, a.cookie, payload);
      expect([403, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
    }
    expect(await rowOf(theirs.id)).toEqual(before);
    expect((await send('GET', '/api/services/me', b.cookie)).json().total).toBe(1);
    expect((await send('GET', '/api/services/me', a.cookie)).json().total).toBe(0);
  });
});

describe('the public catalogue', () => {
  async function listedUnderChip(category: string, chip: string) {
    const owner = await salon();
    const name = `Chip test ${category}`;
    const service = await addService(owner.cookie, { name, category });
    await approve(service.id);
    const found = await publicSearch(`search=${encodeURIComponent(name)}&category=${encodeURIComponent(chip)}`);
    expect(found.map((listed) => listed.id)).toEqual([service.id]);
  }

  // Decision 012: a service is browsed under its customer chip (migration 0014's customer_category).
  it.each([
    ['Nails', 'Nails'],
    ['Massage', 'Massage'],
    ['Hair', 'Hair'],
    ['Wellness', 'Wellness'],
    ['Lashes', 'Brows & Lashes'],
    ['Brows', 'Brows & Lashes'],
    ['Facial', 'Skincare'],
    ['Makeup', 'Skincare'],
    ['Waxing', 'Skincare'],
  ])('lists an approved %s service under the %s chip', listedUnderChip);

  it("counts a service under its chip when browsing without a term, and names the chip among the categories present", async () => {
    const browse = async () => (await send('GET', '/api/services/search?categories=Skincare', null)).json() as { total_services: number };
    const facets = async () => ((await send('GET', '/api/services/search', null)).json() as { categories: string[] }).categories;
    const before = (await browse()).total_services;
    const owner = await salon();
    await approve((await addService(owner.cookie, { name: 'Chip count waxing', category: 'Waxing' })).id);
    expect((await browse()).total_services).toBe(before + 1);
    const present = await facets();
    expect(present).toContain('Skincare');
    expect(present).not.toContain('Waxing');
  });
});
