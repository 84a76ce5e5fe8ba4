import { randomUUID } from 'node:crypto';
import { createPerson } from './support/actors';
import { recordPaymentBehind } from './support/booking-payments';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDateOf, londonTimeOf } from '@lull/domain/london-time';
import {
  CREATE_MERCHANT_CERTIFICATE_REQUIRED,
  CREATE_MERCHANT_HOURS_REQUIRED,
  CREATE_MERCHANT_REQUIRED,
} from '@lull/domain/validation/admin-merchant';
import { CUSTOM_REASON_TOO_LONG } from '@lull/domain/validation/rejection';
import { PAUSE_REASON_REQUIRED } from '@lull/domain/contracts/admin-merchants';
import { bookings, refundRequests } from '../src/db/schema/bookings';
import { services } from '../src/db/schema/catalogue';
import { creditLedgerEntries } from '../src/db/schema/credits';
import { merchants } from '../src/db/schema/merchants';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { adminActions, users } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { adminMerchantMessages } from '../src/modules/merchants/merchants-admin.service';
import { BUSINESS_REMOVED } from '../src/modules/merchants/merchants.service';
import { createCustomers } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { applicationPayload, uploaded } from './support/merchant-fixtures';
import { createTestApp, registerUser, sessionCookie, uniqueEmail, type TestApp } from './support/test-app';
import { usingPostgres } from './support/test-database';

let t: TestApp;
let adminCookie: string;
let adminId: string;
let customerCookie: string;
let merchantCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPerson(t.db, new Date(), 'admin');
  adminCookie = admin.cookie;
  adminId = admin.id;
  customerCookie = (await registerUser(t.app)).cookie;
  merchantCookie = (await salon()).cookie;
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A signed-in owner of a business made through the repositories: approved and listed unless told otherwise. */
async function salon(overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const { owner, merchant } = await createMerchant(t.db, overrides);
  const session = await startSession(t.db, owner.id, new Date(), 'lull-test');
  return { cookie: `lull_session=${session.token}`, owner, merchant };
}

/** A business waiting for review, with one service an admin already approved (it cannot be listed yet). */
async function applicant(name = `Applicant ${randomUUID().slice(0, 8)}`) {
  const business = await salon({ businessName: name, status: 'pending_review', isVerified: false });
  const service = await createService(t.db, business.merchant.id, { name: `${name} facial` });
  return { ...business, service };
}

const approve = (id: string, cookie = adminCookie) => send('POST', `/api/admin/merchants/${id}/approve`, cookie, { approved: true });
const reject = (id: string, reason = 'Invalid Documents', notes = 'Insurance certificate expired in March.') =>
  send('POST', `/api/admin/merchants/${id}/approve`, adminCookie, { approved: false, rejection_reason: reason, admin_notes: notes });

async function listedServiceNames(search: string) {
  const response = await send('GET', `/api/services?search=${encodeURIComponent(search)}`, null);
  expect(response.statusCode).toBe(200);
  return (response.json().services as { name: string }[]).map((service) => service.name);
}

async function mailTo(email: string) {
  return (await send('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`, null)).json() as { to: string; subject: string; text: string }[];
}

async function bellOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function trailOf(merchantId: string) {
  return t.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'merchant'), eq(adminActions.targetId, merchantId)));
}

async function rowOf(merchantId: string) {
  const [row] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row!;
}

describe('who may use the Merchants tab', () => {
  it('refuses every route to a visitor (401) and to a customer or a merchant (403), whatever they send', async () => {
    const { merchant } = await applicant();
    const id = merchant.id;
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/admin/merchants'],
      ['GET', '/api/admin/merchants?status=pending&q=x'],
      ['GET', `/api/admin/merchants/${id}`],
      ['POST', `/api/admin/merchants/${id}/approve`, { approved: true }],
      ['POST', `/api/admin/merchants/${id}/approve`, { nonsense: 1 }],
      ['POST', `/api/admin/merchants/${id}/pause`, { reason: 'Complaints' }],
      ['POST', `/api/admin/merchants/${id}/unpause`],
      ['GET', `/api/admin/merchants/${id}/deletion-preview`],
      ['PUT', `/api/admin/merchants/${id}`, { business_name: 'Taken over' }],
      ['DELETE', `/api/admin/merchants/${id}`],
      ['POST', '/api/admin/businesses/create', { user_email: 'x@example.com' }],
      ['POST', '/api/admin/merchants', {}],
      ['GET', '/api/admin/merchants/not-a-uuid'],
    ];
    for (const [method, url, body] of routes) {
      expect((await send(method, url, null, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await send(method, url, customerCookie, body)).statusCode, `${method} ${url} as a customer`).toBe(403);
      expect((await send(method, url, merchantCookie, body)).statusCode, `${method} ${url} as a merchant`).toBe(403);
    }
    // Nothing changed, and an admin gets through.
    expect(await rowOf(id)).toMatchObject({ status: 'pending_review', deletedAt: null, businessName: merchant.businessName });
    expect((await send('GET', '/api/admin/merchants', adminCookie)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/merchants/${id}`, adminCookie)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/merchants/not-a-uuid', adminCookie)).statusCode).toBe(400);
    expect((await send('GET', `/api/admin/merchants/${randomUUID()}`, adminCookie)).statusCode).toBe(404);
  });
});

describe('the list: searched, filtered and paged by the database', () => {
  const tag = `Bulk${randomUUID().slice(0, 6)}`;
  const cities = ['Leeds', 'Bristol', 'York'];
  const total = 300;

  beforeAll(async () => {
    // A few hundred businesses in four states, made in bulk as a busy platform would have them.
    const owners = await t.db
      .insert(users)
      .values(Array.from({ length: total }, (_, index) => ({ email: `owner${index}.${tag.toLowerCase()}@example.com`, role: 'merchant' as const, referralCode: `${tag}${index}`.toUpperCase() })))
      .returning({ id: users.id });
    const start = Date.UTC(2026, 0, 1);
    const rows = await t.db
      .insert(merchants)
      .values(
        owners.map((owner, index) => ({
          userId: owner.id,
          businessName: `${tag} Salon ${String(index).padStart(3, '0')}`,
          email: `desk${index}@${tag.toLowerCase()}.example`,
          city: cities[index % 3]!,
          businessCategory: index % 2 === 0 ? 'Nail Salon' : 'Hair Salon',
          // 0: pending, 1: approved, 2: paused, 3: declined
          status: (['pending_review', 'approved', 'approved', 'declined'] as const)[index % 4],
          isVerified: index % 4 === 1 || index % 4 === 2,
          isPaused: index % 4 === 2,
          createdAt: new Date(start + index * 60_000),
        })),
      )
      .returning({ id: merchants.id });
    await createService(t.db, rows[1]!.id);
    await createService(t.db, rows[1]!.id);
    await createService(t.db, rows[1]!.id, { archivedAt: new Date(), isActive: false });
    // One deleted business is never listed.
    await t.db.update(merchants).set({ deletedAt: new Date(), isPaused: true }).where(eq(merchants.id, rows[0]!.id));
  });

  const list = async (query: string) => {
    const response = await send('GET', `/api/admin/merchants?q=${tag}&${query}`, adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: { business_name: string; status: string; services_count: number; city: string; is_paused: boolean }[]; total: number; page: number; page_size: number };
  };

  it('pages newest first, 20 at a time by default, leaving out deleted businesses', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: total - 1, page: 1, page_size: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.business_name).toBe(`${tag} Salon 299`);
    const last = await list('page=15');
    expect(last.items.map((item) => item.business_name).at(-1)).toBe(`${tag} Salon 001`);
    expect(last.items).toHaveLength(19);
    expect((await list('page=3&page_size=100')).items).toHaveLength(99);
  });

  it('filters All, Verified, Pending, Paused and Declined; Pending is the review queue, longest waiting first', async () => {
    const verified = await list('status=verified&page_size=100');
    expect(verified.total).toBe(75);
    expect(verified.items.every((item) => item.status === 'approved' && !item.is_paused)).toBe(true);
    const paused = await list('status=paused');
    expect(paused.total).toBe(75);
    expect(paused.items.every((item) => item.status === 'paused' && item.is_paused)).toBe(true);
    const pending = await list('status=pending');
    // 75 applications, one of them deleted.
    expect(pending.total).toBe(74);
    expect(pending.items[0]!.business_name).toBe(`${tag} Salon 004`);
    expect((await list('status=all')).total).toBe(total - 1);
    // Declined (decision 042): the businesses waiting for their owner, newest first like the rest.
    const declined = await list('status=declined&page_size=100');
    expect(declined.total).toBe(75);
    expect(declined.items.every((item) => item.status === 'declined')).toBe(true);
    expect(declined.items[0]!.business_name).toBe(`${tag} Salon 299`);
    expect((await send('GET', '/api/admin/merchants?status=rejected', adminCookie)).statusCode).toBe(400);
  });

  it('searches business name, email, city and category, any case', async () => {
    expect((await list('')).total).toBe(299);
    const byName = await send('GET', `/api/admin/merchants?q=${encodeURIComponent(`${tag} salon 042`)}`, adminCookie);
    expect(byName.json().items.map((item: { business_name: string }) => item.business_name)).toEqual([`${tag} Salon 042`]);
    const byEmail = await send('GET', `/api/admin/merchants?q=desk7@${tag.toLowerCase()}`, adminCookie);
    expect(byEmail.json().items.map((item: { business_name: string }) => item.business_name)).toEqual([`${tag} Salon 007`]);
    const byOwnerEmail = await send('GET', `/api/admin/merchants?q=owner8.${tag.toLowerCase()}`, adminCookie);
    expect(byOwnerEmail.json().total).toBe(1);
    const inYork = (await send('GET', `/api/admin/merchants?q=york&page_size=100`, adminCookie)).json();
    expect(inYork.items.filter((item: { business_name: string }) => item.business_name.startsWith(tag))).toHaveLength(100);
    const hair = (await send('GET', `/api/admin/merchants?q=HAIR%20salon&status=verified&page_size=100`, adminCookie)).json();
    expect(hair.items.filter((item: { business_name: string }) => item.business_name.startsWith(tag))).toHaveLength(75);
    // LIKE's own characters are taken literally.
    expect((await send('GET', '/api/admin/merchants?q=%25', adminCookie)).json().total).toBe(0);
  });

  it('counts each business’s services, archived ones left out', async () => {
    const response = await send('GET', `/api/admin/merchants?q=${encodeURIComponent(`${tag} Salon 001`)}`, adminCookie);
    const [row] = response.json().items;
    expect(row).toMatchObject({ business_name: `${tag} Salon 001`, services_count: 2 });
  });
});

describe('the profile', () => {
  it('shows every section with the logo and certificates to open and download', async () => {
    const owner = await registerUser(t.app);
    const logo = await uploaded(t.app, owner.cookie, 'logo');
    const certificate = await uploaded(t.app, owner.cookie, 'certificate');
    const applied = await send('POST', '/api/merchants', owner.cookie, applicationPayload({ logo_files: [{ id: logo.id }], certificate_files: [{ id: certificate.id }] }));
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as string;

    const profile = (await send('GET', `/api/admin/merchants/${id}`, adminCookie)).json();
    expect(profile).toMatchObject({
      id,
      business_name: 'Willow & Wax',
      contact_person: 'Amara Okafor',
      business_category: 'Beauty Salon',
      user_email: owner.body.email,
      owner_email: owner.body.email,
      owner_name: 'Priya Shah',
      phone: '+44 7700900456',
      address_line_1: '12 Mare Street',
      city: 'London',
      postcode: 'E8 3PH',
      website_url: 'https://willowandwax.co.uk',
      status: 'pending_review',
      is_verified: false,
      is_paused: false,
      services_count: 0,
      rejection_reason: null,
      admin_notes: null,
      logo_url: logo.file_url,
      certificate_url: certificate.file_url,
      logo_files: [{ id: logo.id, original_name: 'logo.png' }],
      certificate_files: [{ id: certificate.id, original_name: 'Insurance.pdf', mime_type: 'application/pdf' }],
    });
    expect(profile.availability_hours).toContain('Monday: 09:00-17:00');
    const open = await send('GET', certificate.file_url, adminCookie);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-disposition']).toMatch(/^inline/);
    const download = await send('GET', `${certificate.file_url}?download=1`, adminCookie);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Insurance.pdf"/);
    // Certificates stay private: a customer cannot open them.
    expect((await send('GET', certificate.file_url, customerCookie)).statusCode).toBe(404);
  });
});

describe('Approve and Reject', () => {
  it('approves an application: the business and its approved, active services are bookable at once', async () => {
    const business = await applicant();
    // Approved while its business was under review: not listed yet.
    expect(await listedServiceNames(business.service.name)).toEqual([]);
    expect((await send('GET', `/api/merchants/${business.merchant.id}`, null)).statusCode).toBe(404);

    const approved = await approve(business.merchant.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', is_verified: true, rejection_reason: null, approved_at: expect.any(String) });
    expect(await listedServiceNames(business.service.name)).toEqual([business.service.name]);
    expect((await send('GET', `/api/merchants/${business.merchant.id}`, null)).statusCode).toBe(200);

    // The owner is told in the bell and by mail.
    expect(await bellOf(business.owner.id)).toEqual([expect.objectContaining({ type: 'merchant_approved', title: `Approved: ${business.merchant.businessName} is live on Lull` })]);
    const [mail] = await mailTo(business.owner.email!);
    expect(mail).toMatchObject({ subject: `Approved: ${business.merchant.businessName} is live on Lull` });
    expect(mail!.text).toContain('http://localhost:3000/merchant/dashboard');
    // And the trail says who did what.
    expect(await trailOf(business.merchant.id)).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'merchant.approve',
        before: { status: 'pending_review', is_verified: false, is_paused: false, deleted: false },
        after: { status: 'approved', is_verified: true, is_paused: false, deleted: false },
      }),
    ]);

    // Approving twice is a clear 409 that changes nothing.
    const again = await approve(business.merchant.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMerchantMessages.alreadyApproved });
    expect(await trailOf(business.merchant.id)).toHaveLength(1);
    expect(await bellOf(business.owner.id)).toHaveLength(1);
  });

  it('rejects with a reason the owner reads and notes for the team; the owner resubmits and it is pending again', async () => {
    const owner = await registerUser(t.app);
    const certificate = await uploaded(t.app, owner.cookie, 'certificate');
    const applied = await send('POST', '/api/merchants', owner.cookie, applicationPayload({ business_name: 'Second Chance Nails', certificate_files: [{ id: certificate.id }] }));
    const id = applied.json().id as string;

    const tooLong = await send('POST', `/api/admin/merchants/${id}/approve`, adminCookie, { approved: false, rejection_reason: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(CUSTOM_REASON_TOO_LONG);

    const rejected = await reject(id, 'Please upload your public liability insurance', 'Spoke to Amara on the phone.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'declined', is_verified: false, rejection_reason: 'Please upload your public liability insurance', admin_notes: 'Spoke to Amara on the phone.' });
    // The owner sees the reason on the dashboard, in the bell and in the mail.
    expect((await send('GET', '/api/merchants/me', owner.cookie)).json()).toMatchObject({ status: 'declined', rejection_reason: 'Please upload your public liability insurance' });
    const bell = (await send('GET', '/api/notifications', owner.cookie)).json() as { type: string; message: string }[];
    expect(bell.find((notice) => notice.type === 'merchant_rejected')?.message).toContain('Please upload your public liability insurance');
    const decline = (await mailTo(owner.body.email)).find((mail) => mail.subject === 'Your application for Second Chance Nails needs changes');
    expect(decline?.text).toContain('Reason: Please upload your public liability insurance');
    expect(await trailOf(id)).toEqual([expect.objectContaining({ action: 'merchant.reject', note: 'Spoke to Amara on the phone.', after: expect.objectContaining({ status: 'declined', rejection_reason: 'Please upload your public liability insurance' }) })]);

    // Declined (decision 042): not rejected twice, out of the review queue, and found by the Declined filter.
    const again = await reject(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMerchantMessages.alreadyDeclined });
    expect((await send('GET', `/api/admin/merchants?status=pending&q=Second%20Chance`, adminCookie)).json().total).toBe(0);
    const declined = (await send('GET', `/api/admin/merchants?status=declined&q=Second%20Chance`, adminCookie)).json();
    expect(declined.items).toEqual([expect.objectContaining({ id, status: 'declined' })]);

    const resubmitted = await send('PUT', '/api/merchants/me', owner.cookie, {
      ...applicationPayload({ business_name: 'Second Chance Nails', certificate_files: [{ id: certificate.id }] }),
      photo_files: [],
      specific_policies: '',
      agree_provider_agreement: true,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ resubmitted: true, status: 'pending_review', rejection_reason: null });
    const pending = (await send('GET', `/api/admin/merchants?status=pending&q=Second%20Chance`, adminCookie)).json();
    expect(pending.items).toEqual([expect.objectContaining({ id, status: 'pending_review' })]);
    expect((await send('GET', `/api/admin/merchants?status=declined&q=Second%20Chance`, adminCookie)).json().total).toBe(0);
    // Resubmitted, it can be rejected again, and a declined business approved without waiting for the owner.
    expect((await reject(id, 'Invalid Documents', '')).json()).toMatchObject({ status: 'declined', rejection_reason: 'Invalid Documents' });
    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', is_verified: true, rejection_reason: null, approved_at: expect.any(String) });
    expect((await trailOf(id)).map((row) => [row.action, row.before?.status, row.after?.status])).toEqual([
      ['merchant.reject', 'pending_review', 'declined'],
      ['merchant.reject', 'pending_review', 'declined'],
      ['merchant.approve', 'declined', 'approved'],
    ]);
    expect((await mailTo(owner.body.email)).map((mail) => mail.subject)).toContain('Approved: Second Chance Nails is live on Lull');
  });

  it('keeps a rejected application’s services hidden', async () => {
    const business = await applicant();
    expect((await reject(business.merchant.id)).statusCode).toBe(200);
    expect(await listedServiceNames(business.service.name)).toEqual([]);
  });

  it(`gives two admins making the same decision at once one outcome and a 409 (${usingPostgres ? 'PostgreSQL, parallel connections' : 'PGlite, one connection'})`, async () => {
    // A declined business may be approved later (decision 042), so the race that must have one winner is the same
    // decision pressed three times.
    for (const decide of [approve, reject]) {
      const business = await applicant();
      const responses = await Promise.all([decide(business.merchant.id), decide(business.merchant.id), decide(business.merchant.id)]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const winner = responses.find((response) => response.statusCode === 200)!.json();
      expect((await rowOf(business.merchant.id)).status).toBe(winner.status);
      expect(await trailOf(business.merchant.id)).toHaveLength(1);
      expect(await bellOf(business.owner.id)).toHaveLength(1);
      for (const loser of responses.filter((response) => response.statusCode === 409)) expect(loser.json().error).toMatch(/already approved|already declined/);
    }
  });
});

describe('Pause and Unpause', () => {
  it('hides a verified business and its services at once, and shows them again', async () => {
    const business = await salon();
    const service = await createService(t.db, business.merchant.id, { name: `Pause test ${randomUUID().slice(0, 6)}` });
    expect(await listedServiceNames(service.name)).toEqual([service.name]);

    // A pause says why (decision 042): without a reason it is refused and nothing changes.
    const silent = await send('POST', `/api/admin/merchants/${business.merchant.id}/pause`, adminCookie, { reason: '   ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error).toBe(PAUSE_REASON_REQUIRED);
    expect((await send('POST', `/api/admin/merchants/${business.merchant.id}/pause`, adminCookie, {})).statusCode).toBe(400);
    expect(await listedServiceNames(service.name)).toEqual([service.name]);

    const reason = 'Three customers reported the salon closed at their booked time.';
    const paused = await send('POST', `/api/admin/merchants/${business.merchant.id}/pause`, adminCookie, { reason });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', is_paused: true, is_verified: true, paused_at: expect.any(String), pause_reason: reason });
    expect((await rowOf(business.merchant.id)).pauseReason).toBe(reason);
    expect((await bellOf(business.owner.id)).find((notice) => notice.type === 'merchant_paused')?.message).toContain(`Reason: ${reason}`);
    expect((await mailTo(business.owner.email!))[0]!.text).toContain(`Reason: ${reason}`);
    expect(await listedServiceNames(service.name)).toEqual([]);
    expect((await send('GET', `/api/merchants/${business.merchant.id}`, null)).statusCode).toBe(404);
    // The owner cannot change a paused business.
    expect((await send('POST', '/api/services', business.cookie, { name: 'New', price: 10, duration: 30, category: 'Nails' })).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/merchants/${business.merchant.id}/pause`, adminCookie, { reason })).json()).toEqual({ error: adminMerchantMessages.alreadyPaused });

    const unpaused = await send('POST', `/api/admin/merchants/${business.merchant.id}/unpause`, adminCookie);
    expect(unpaused.json()).toMatchObject({ status: 'approved', is_paused: false, paused_at: null, pause_reason: null });
    expect(await listedServiceNames(service.name)).toEqual([service.name]);
    expect((await send('POST', `/api/admin/merchants/${business.merchant.id}/unpause`, adminCookie)).json()).toEqual({ error: adminMerchantMessages.notPaused });

    expect((await bellOf(business.owner.id)).map((notice) => notice.type).sort()).toEqual(['merchant_paused', 'merchant_unpaused']);
    expect((await mailTo(business.owner.email!)).map((mail) => mail.subject)).toEqual([
      `${business.merchant.businessName} is live on Lull again`,
      `${business.merchant.businessName} is paused on Lull`,
    ]);
    expect((await trailOf(business.merchant.id)).map((row) => [row.action, row.before?.is_paused, row.after?.is_paused])).toEqual(
      expect.arrayContaining([
        ['merchant.pause', false, true],
        ['merchant.unpause', true, false],
      ]),
    );
  });

  it('pauses only a verified business', async () => {
    const { merchant } = await applicant();
    const response = await send('POST', `/api/admin/merchants/${merchant.id}/pause`, adminCookie, { reason: 'Complaints' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: adminMerchantMessages.notApproved });
    expect((await send('POST', `/api/admin/merchants/${merchant.id}/unpause`, adminCookie)).statusCode).toBe(409);
  });
});

describe('Edit', () => {
  it('saves the profile with the edit category list and writes what changed to the trail', async () => {
    const business = await salon({ businessCategory: 'Brows & Lashes', contactPerson: 'Jo Bloggs', phone: '+44 7700900111' });
    const certificate = await uploaded(t.app, adminCookie, 'certificate');
    const response = await send('PUT', `/api/admin/merchants/${business.merchant.id}`, adminCookie, {
      user_email: 'Bookings@Renamed.example',
      business_name: 'Renamed Rooms',
      business_category: 'Spa, Wellness Center',
      contact_person: 'Jo Bloggs',
      phone: '+44 7700900111',
      address_line_1: '1 High Street',
      address_line_2: '',
      city: 'London',
      postcode: 'E8 3PH',
      description: '',
      logo_files: [],
      certificate_files: [{ id: certificate.id }],
      website_url: '',
      social_media_url: '',
      availability_hours: 'Monday: 10:00-18:00, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      business_name: 'Renamed Rooms',
      business_category: 'Spa, Wellness Center',
      user_email: 'bookings@renamed.example',
      status: 'approved',
      certificate_files: [{ id: certificate.id }],
    });
    const [trail] = await trailOf(business.merchant.id);
    expect(trail).toMatchObject({ action: 'merchant.edit', before: { business_name: business.merchant.businessName, business_category: 'Brows & Lashes' }, after: { business_name: 'Renamed Rooms', business_category: 'Spa, Wellness Center' } });
    expect(trail!.after).not.toHaveProperty('contact_person');

    const blank = await send('PUT', `/api/admin/merchants/${business.merchant.id}`, adminCookie, { user_email: 'a@b.example', business_name: ' ', business_category: 'Spa', availability_hours: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Business name is required.');
  });
});

describe('Delete', () => {
  it('hides the business, archives its services, cancels and refunds upcoming paid bookings in full, and keeps the records', async () => {
    const business = await salon();
    const service = await createService(t.db, business.merchant.id, { name: `Closing ${randomUUID().slice(0, 6)}` });
    const now = new Date();
    const [customer, holder] = await createCustomers(t.db, 2, now);
    const at = (hours: number) => new Date(Math.ceil((now.getTime() + hours * 3_600_000) / 3_600_000) * 3_600_000);
    const booking = (start: Date, values: Partial<typeof bookings.$inferInsert> & { userId: string }) => ({
      serviceId: service.id,
      merchantId: business.merchant.id,
      bookingDate: londonDateOf(start),
      bookingTime: londonTimeOf(start),
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      durationMinutes: 60,
      originalPricePence: 4000,
      platformFeePence: 500,
      finalPricePence: 4500,
      processingFeePence: 161,
      merchantPayoutPence: 3839,
      ...values,
    });
    const [upcoming, tomorrow, hold, past] = await t.db
      .insert(bookings)
      .values([
        // Paid with £2 of credit and £43 by card, three days ahead.
        booking(at(72), { userId: customer!.id, status: 'confirmed', creditsUsedPence: 200 }),
        // Within 24 hours: still refunded in full, since the customer did nothing.
        booking(at(5), { userId: customer!.id, status: 'confirmed' }),
        booking(at(30), { userId: holder!.id, status: 'pending', holdExpiresAt: new Date(now.getTime() + 240_000) }),
        booking(at(-48), { userId: customer!.id, status: 'completed' }),
      ])
      .returning();
    for (const paid of [upcoming, tomorrow, past]) await recordPaymentBehind(t.db, paid!);

    // Before deleting, the confirmation can say what it will cancel (decision 042): the same figures Delete acts on.
    const preview = await send('GET', `/api/admin/merchants/${business.merchant.id}/deletion-preview`, adminCookie);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      id: business.merchant.id,
      business_name: business.merchant.businessName,
      bookings_to_cancel: 2,
      credit_refund_total: 2,
      card_refund_total: 88,
      holds_to_release: 1,
      services_to_archive: 1,
    });

    const response = await send('DELETE', `/api/admin/merchants/${business.merchant.id}`, adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: business.merchant.id, bookings_cancelled: 2, holds_released: 1 });

    // Gone for customers and for the admin's lists.
    expect(await listedServiceNames(service.name)).toEqual([]);
    expect((await send('GET', `/api/merchants/${business.merchant.id}`, null)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/merchants/${business.merchant.id}`, adminCookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/merchants?q=${encodeURIComponent(business.merchant.businessName)}`, adminCookie)).json().total).toBe(0);
    const [archived] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(archived).toMatchObject({ isActive: false, archivedAt: expect.any(Date) });

    // Bookings: the upcoming ones cancelled by Lull, the past one kept as it was.
    const after = await t.db.select().from(bookings).where(inArray(bookings.id, [upcoming!.id, tomorrow!.id, hold!.id, past!.id]));
    const statusOf = (id: string) => after.find((row) => row.id === id)!;
    expect(statusOf(upcoming!.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    expect(statusOf(tomorrow!.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    expect(statusOf(hold!.id)).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect(statusOf(past!.id)).toMatchObject({ status: 'completed' });

    // Refunded in full: the credit back on the ledger now, the whole card payment as a refund request.
    const refunds = await t.db.select().from(refundRequests).where(inArray(refundRequests.bookingId, [upcoming!.id, tomorrow!.id, hold!.id]));
    expect(refunds.map((refund) => [refund.bookingId, refund.cardRefundPence, refund.creditsRestoredPence, refund.status]).sort()).toEqual(
      [
        [upcoming!.id, 4300, 200, 'pending'],
        [tomorrow!.id, 4500, 0, 'pending'],
      ].sort(),
    );
    const credit = await t.db.select().from(creditLedgerEntries).where(and(eq(creditLedgerEntries.userId, customer!.id), eq(creditLedgerEntries.type, 'refund')));
    expect(credit).toEqual([expect.objectContaining({ amountPence: 200, referenceId: upcoming!.id })]);
    expect((await bellOf(customer!.id)).filter((notice) => notice.type === 'booking_cancelled')).toHaveLength(2);
    expect((await mailTo(customer!.email)).filter((mail) => mail.subject.startsWith('Cancelled:'))).toHaveLength(2);
    expect((await mailTo(customer!.email))[0]!.text).toContain('booking fee included');

    // The owner is told, stays a user (a customer now) and can no longer reach a business.
    expect(await bellOf(business.owner.id)).toEqual([expect.objectContaining({ type: 'merchant_deleted' })]);
    expect((await mailTo(business.owner.email!))[0]!.subject).toBe(`${business.merchant.businessName} has been removed from Lull`);
    const [owner] = await t.db.select().from(users).where(eq(users.id, business.owner.id));
    expect(owner).toMatchObject({ role: 'consumer', deletedAt: null });
    expect((await send('GET', '/api/merchants/me', business.cookie)).statusCode).toBe(404);
    expect((await send('GET', '/api/services/me', business.cookie)).statusCode).toBe(404);
    const again = await send('POST', '/api/merchants', business.cookie, applicationPayload({ certificate_files: [{ id: (await uploaded(t.app, business.cookie, 'certificate')).id }] }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BUSINESS_REMOVED);

    // The records stay: the business row, every booking, the trail.
    expect(await rowOf(business.merchant.id)).toMatchObject({ deletedAt: expect.any(Date), isPaused: true });
    expect(await t.db.select().from(bookings).where(eq(bookings.merchantId, business.merchant.id))).toHaveLength(4);
    expect(await trailOf(business.merchant.id)).toEqual([
      expect.objectContaining({ action: 'merchant.delete', after: expect.objectContaining({ deleted: true, bookings_cancelled: 2, holds_released: 1, services_archived: 1 }) }),
    ]);

    // Deleting again, or deciding on a deleted business, is a clear 409.
    expect((await send('DELETE', `/api/admin/merchants/${business.merchant.id}`, adminCookie)).json()).toEqual({ error: adminMerchantMessages.alreadyDeleted });
    for (const [method, url] of [['POST', 'approve'], ['POST', 'pause'], ['POST', 'unpause']] as const) {
      const body = url === 'approve' ? { approved: true } : url === 'pause' ? { reason: 'Complaints' } : undefined;
      const response = await send(method, `/api/admin/merchants/${business.merchant.id}/${url}`, adminCookie, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({ error: adminMerchantMessages.deleted });
    }
  });

  it('leaves a declined application deleted and approved at once deleted, whichever came first', async () => {
    const business = await applicant();
    expect((await reject(business.merchant.id)).statusCode).toBe(200);
    const [removed, approved] = await Promise.all([send('DELETE', `/api/admin/merchants/${business.merchant.id}`, adminCookie), approve(business.merchant.id)]);
    expect(removed.statusCode).toBe(200);
    // A declined business may be approved (decision 042): whichever came second saw the first's outcome.
    if (approved.statusCode !== 200) expect(approved.json()).toEqual({ error: adminMerchantMessages.deleted });
    expect((await send('GET', `/api/admin/merchants/${business.merchant.id}/deletion-preview`, adminCookie)).statusCode).toBe(404);
  });
});

describe('Create Merchant', () => {
  async function createBody(overrides: Record<string, unknown> = {}) {
    const certificate = await uploaded(t.app, adminCookie, 'certificate');
    return {
      ...applicationPayload({ business_name: 'Velvet Rooms', business_category: 'Spa & Wellness', contact_person: 'Rosa Lind Hale', certificate_files: [{ id: certificate.id }] }),
      user_email: uniqueEmail('rosa'),
      ...overrides,
    };
  }

  it('makes the owner’s account for a new email, approved at once, with a welcome link that sets a password once', async () => {
    const body = await createBody();
    const response = await send('POST', '/api/admin/businesses/create', adminCookie, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      owner_account: 'created',
      welcome_email_sent: true,
      merchant: { business_name: 'Velvet Rooms', status: 'approved', is_verified: true, owner_email: body.user_email, owner_name: 'Rosa Lind Hale', certificate_files: [{ original_name: 'Insurance.pdf' }] },
    });
    const [account] = await t.db.select().from(users).where(eq(users.email, body.user_email));
    expect(account).toMatchObject({ role: 'merchant', passwordHash: null, firstName: 'Rosa', lastName: 'Lind Hale' });
    expect(await trailOf(created.merchant.id)).toEqual([expect.objectContaining({ action: 'merchant.create', after: expect.objectContaining({ owner_account: 'created', status: 'approved' }) })]);

    const [welcome] = await mailTo(body.user_email);
    expect(welcome!.subject).toBe('Welcome to Lull: Velvet Rooms is live');
    expect(welcome!.text).toContain('expires in 7 days');
    const link = new URL(/http\S+reset-password\S+/.exec(welcome!.text)![0]);
    expect(link.searchParams.get('welcome')).toBe('1');
    const token = link.searchParams.get('token');

    const set = await send('POST', '/api/auth/reset-password', null, { token, password: 'velvet-rooms-2026', confirmPassword: 'velvet-rooms-2026' });
    expect(set.statusCode, set.body).toBe(200);
    const login = await send('POST', '/api/auth/login', null, { email: body.user_email, password: 'velvet-rooms-2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('merchant');
    expect((await send('GET', '/api/merchants/me', sessionCookie(login))).json()).toMatchObject({ business_name: 'Velvet Rooms', status: 'approved' });
    // The link works once.
    const reuse = await send('POST', '/api/auth/reset-password', null, { token, password: 'someone-else-1', confirmPassword: 'someone-else-1' });
    expect(reuse.statusCode).toBe(400);
  });

  it('asks before giving an existing customer’s account the business: who it is, its bookings and credit; then tells them to sign in as usual (decision 041)', async () => {
    const customer = await registerUser(t.app);
    const business = await salon();
    const service = await createService(t.db, business.merchant.id);
    await createPaidBooking(t.db, { service, userId: customer.user.id, start: new Date(Date.now() - 3 * 86_400_000), status: 'completed' });
    const email = customer.body.email as string;
    const question = `${email} already belongs to Priya Shah, a customer with 1 booking and £3.00 of credit. Creating this business makes that account its owner: they keep their bookings and credit, sign in as before and are sent a welcome email. Confirm to go ahead.`;

    // The look-up says whose it is, before anything is sent.
    const lookup = await send('GET', `/api/admin/merchants/owner-lookup?email=${encodeURIComponent(email.toUpperCase())}`, adminCookie);
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toEqual({
      email,
      account: { id: customer.user.id, name: `Priya Shah`, role: 'consumer', is_approved: true, has_business: false, total_bookings: 1, credit_balance: 3 },
      refusal: null,
      question,
    });
    expect((await send('GET', `/api/admin/merchants/owner-lookup?email=${encodeURIComponent(uniqueEmail('nobody'))}`, adminCookie)).json()).toMatchObject({ account: null, refusal: null, question: null });
    expect((await send('GET', '/api/admin/merchants/owner-lookup?email=', adminCookie)).statusCode).toBe(400);
    expect((await send('GET', `/api/admin/merchants/owner-lookup?email=${encodeURIComponent(email)}`, customer.cookie)).statusCode).toBe(403);

    // Without the admin's yes, nothing changes: a 409 that says whose account it is.
    const unasked = await send('POST', '/api/admin/merchants', adminCookie, await createBody({ user_email: email.toUpperCase() }));
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json()).toEqual({ error: question, fields: { user_email: question } });
    expect((await send('GET', '/api/users/me', customer.cookie)).json().role).toBe('consumer');
    expect(await mailTo(email)).toHaveLength(0);

    const response = await send('POST', '/api/admin/merchants', adminCookie, await createBody({ user_email: email.toUpperCase(), confirm_existing_account: true }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ owner_account: 'existing', welcome_email_sent: true, merchant: { owner_user_id: customer.user.id } });
    expect((await send('GET', '/api/users/me', customer.cookie)).json().role).toBe('merchant');
    const [welcome] = await mailTo(email);
    expect(welcome!.text).toContain('Sign in with your usual Lull account');
    expect(welcome!.text).not.toContain('reset-password');
    expect(await trailOf(response.json().merchant.id)).toEqual([
      expect.objectContaining({ action: 'merchant.create', after: expect.objectContaining({ owner_account: 'existing', owner_previous_role: 'consumer', owner_bookings: 1, owner_credit_pence: 300 }) }),
    ]);
  });

  it('refuses an email that has a business, an administrator’s email and a disabled account', async () => {
    const business = await salon();
    const taken = await send('POST', '/api/admin/businesses/create', adminCookie, await createBody({ user_email: business.owner.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: adminMerchantMessages.hasBusiness, fields: { user_email: adminMerchantMessages.hasBusiness } });
    // Confirming does not get round a refusal, and the look-up says it first.
    expect((await send('POST', '/api/admin/businesses/create', adminCookie, await createBody({ user_email: business.owner.email, confirm_existing_account: true }))).json().error).toBe(adminMerchantMessages.hasBusiness);
    expect((await send('GET', `/api/admin/merchants/owner-lookup?email=${encodeURIComponent(business.owner.email!)}`, adminCookie)).json()).toMatchObject({
      account: { role: 'merchant', has_business: true },
      refusal: adminMerchantMessages.hasBusiness,
      question: null,
    });
    const [admin] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect((await send('POST', '/api/admin/businesses/create', adminCookie, await createBody({ user_email: admin!.email, confirm_existing_account: true }))).json().error).toBe(adminMerchantMessages.adminEmail);
    const disabled = await registerUser(t.app);
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, disabled.user.id));
    expect((await send('POST', '/api/admin/businesses/create', adminCookie, await createBody({ user_email: disabled.body.email }))).json().error).toBe(adminMerchantMessages.disabledAccount);
  });

  it('checks the create form’s rules of admin spec §5', async () => {
    const body = await createBody();
    const cases: [Record<string, unknown>, string][] = [
      [{ business_name: '' }, CREATE_MERCHANT_REQUIRED],
      [{ user_email: '' }, CREATE_MERCHANT_REQUIRED],
      [{ contact_person: ' ' }, CREATE_MERCHANT_REQUIRED],
      [{ certificate_files: [] }, CREATE_MERCHANT_CERTIFICATE_REQUIRED],
      [{ availability_hours: 'Monday: Closed, Tuesday: Closed, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed' }, CREATE_MERCHANT_HOURS_REQUIRED],
    ];
    for (const [change, message] of cases) {
      const response = await send('POST', '/api/admin/businesses/create', adminCookie, { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    // Another account's upload cannot be claimed.
    const someoneElses = await uploaded(t.app, customerCookie, 'certificate');
    expect((await send('POST', '/api/admin/businesses/create', adminCookie, { ...body, certificate_files: [{ id: someoneElses.id }] })).statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, body.user_email))).toEqual([]);
  });

  it('says the welcome mail failed when the last mail to that address was given up on', async () => {
    const email = uniqueEmail('bounced');
    await t.db.insert(mailOutbox).values({ to: email, subject: 'Earlier', text: 'Earlier', status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' });
    const response = await send('POST', '/api/admin/businesses/create', adminCookie, await createBody({ user_email: email }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ owner_account: 'created', welcome_email_sent: false });
  });
});
