import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/sessions';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { applicationPayload, serviceFormPayload, uploaded } from './support/merchant-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 08:00 in London: the booking below is days ahead, so its cancellation refunds.
const NOW = new Date('2026-06-10T07:00:00Z');

let t: TestApp;
let admins: BookingCustomer[];
let customer: BookingCustomer;
let applicant: BookingCustomer;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

interface Notice {
  id: string;
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  link: string | null;
}

/** What an admin's bell lists of one kind. */
async function bell(admin: BookingCustomer, type: string): Promise<Notice[]> {
  const response = await send('GET', '/api/notifications', admin.cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as Notice[]).filter((notice) => notice.type === type);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const people = await createPeople(t.db, NOW, ['admin', 'admin', 'customer', 'customer']);
  admins = people.slice(0, 2);
  [, , customer, applicant] = people;
});

afterAll(async () => {
  await t?.close();
});

describe("an admin's notifications of a decision waiting for the team (decision 041)", () => {
  it('a new application reaches every admin, opens the business, and is read for all once one admin decides', async () => {
    const certificate = await uploaded(t.app, applicant.cookie, 'certificate');
    const applied = await send('POST', '/api/merchants', applicant.cookie, applicationPayload({ business_name: 'Fern & Foil', certificate_files: [{ id: certificate.id }] }));
    expect(applied.statusCode, applied.body).toBe(201);
    const merchantId = applied.json().id as string;
    for (const admin of admins) {
      expect(await bell(admin, 'merchant_application')).toEqual([
        expect.objectContaining({ title: 'New business application: Fern & Foil', message: 'Fern & Foil is waiting for review.', is_read: false, link: `/admin/dashboard?tab=merchants&merchant=${merchantId}` }),
      ]);
    }
    expect((await send('POST', `/api/admin/merchants/${merchantId}/approve`, admins[0]!.cookie, { approved: true })).statusCode).toBe(200);
    for (const admin of admins) expect(await bell(admin, 'merchant_application')).toEqual([expect.objectContaining({ is_read: true })]);
  });

  it("a salon's new service and an approved service's edit reach every admin once, open the service, and are read once decided", async () => {
    const { owner } = await createMerchant(t.db, { businessName: 'Quiet Hands' } as never);
    const session = await startSession(t.db, owner.id, NOW, 'lull-test');
    const cookie = `lull_session=${session.token}`;
    const created = await send('POST', '/api/services', cookie, serviceFormPayload({ name: 'Hot stone massage' }));
    expect(created.statusCode, created.body).toBe(201);
    const serviceId = created.json().id as string;
    const link = `/admin/dashboard?tab=services&service=${serviceId}`;
    expect(await bell(admins[1]!, 'service_review')).toEqual([expect.objectContaining({ message: 'Hot stone massage at Quiet Hands is waiting for review.', link, is_read: false })]);
    // Saved again while pending: still one unread notice per admin, not two.
    expect((await send('PUT', `/api/services/${serviceId}`, cookie, serviceFormPayload({ name: 'Hot stone massage', price: 65 }))).statusCode).toBe(200);
    expect((await bell(admins[1]!, 'service_review')).filter((notice) => !notice.is_read)).toHaveLength(1);
    expect((await send('POST', `/api/admin/services/${serviceId}/approve`, admins[0]!.cookie, { approved: true })).statusCode).toBe(200);
    for (const admin of admins) expect((await bell(admin, 'service_review')).every((notice) => notice.is_read)).toBe(true);

    // An edit of the approved service waits for review: told, then withdrawn by saving the approved details again.
    expect((await send('PUT', `/api/services/${serviceId}`, cookie, serviceFormPayload({ name: 'Hot stone massage', price: 70 }))).statusCode).toBe(200);
    expect(await bell(admins[0]!, 'service_edit_review')).toEqual([
      expect.objectContaining({ title: 'Service edit waiting for review', message: 'Quiet Hands changed Hot stone massage: the edit waits for your review.', link, is_read: false }),
    ]);
    expect((await send('PUT', `/api/services/${serviceId}`, cookie, serviceFormPayload({ name: 'Hot stone massage', price: 65 }))).statusCode).toBe(200);
    expect(await bell(admins[0]!, 'service_edit_review')).toEqual([expect.objectContaining({ is_read: true })]);
  });

  it('a refund due reaches every admin, opens the pending refund, and is read for all once completed', async () => {
    const { merchant } = await createMerchant(t.db, { businessName: 'Lacquer Lane' } as never);
    const service = await createService(t.db, merchant.id, { name: 'Gel Manicure', pricePence: 4000, offPeakPricePence: 3000, durationMinutes: 30 } as never);
    const held = await send('POST', '/api/bookings', customer.cookie, { service_id: service.id, booking_date: '2026-06-15', booking_time: '10:00', agreed_to_terms: true });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().id as string;
    const intent = await send('POST', '/api/payments/create-intent', customer.cookie, { booking_id: bookingId, credits_used: 0 });
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    expect((await send('POST', '/api/payments/confirm', customer.cookie, { payment_intent_id: intent.json().payment_intent_id, payment_method: { card } })).statusCode).toBe(200);
    expect((await send('POST', `/api/bookings/${bookingId}/cancel`, customer.cookie)).statusCode).toBe(200);

    const [notice] = await bell(admins[0]!, 'refund_due');
    expect(notice).toMatchObject({
      title: 'Refund due',
      message: "Gel Manicure at Lacquer Lane was cancelled in time: £28.68 goes back to the customer's card when you mark the refund complete.",
      link: `/admin/dashboard?tab=bookings&view=refunds&status=pending&q=${bookingId}`,
      is_read: false,
    });
    const listed = await send('GET', `/api/admin/refund-requests?status=pending&q=${bookingId}`, admins[1]!.cookie);
    const [request] = listed.json().items as { id: string }[];
    expect((await send('POST', `/api/admin/refund-requests/${request!.id}/complete`, admins[1]!.cookie, { admin_notes: '' })).statusCode).toBe(200);
    for (const admin of admins) expect(await bell(admin, 'refund_due')).toEqual([expect.objectContaining({ is_read: true })]);
  });

  it('a contact message reaches every admin (bell and mail, naming nobody), and is read for all once handled', async () => {
    expect((await send('POST', '/api/contact', undefined, { name: 'Sinéad Byrne', email: 'sinead@example.com', phone: '', message: 'Can I   book for two people at once?' })).statusCode).toBe(201);
    for (const admin of admins) {
      const [notice] = await bell(admin, 'contact_message');
      expect(notice).toMatchObject({ title: 'New contact message', message: 'Can I book for two people at once?', link: '/admin/dashboard?tab=contact&status=pending', is_read: false });
      expect(JSON.stringify(notice)).not.toMatch(/Sinéad|sinead@/);
    }
    const outbox = (await send('GET', '/api/dev/outbox')).json() as { to: string; subject: string; text: string }[];
    for (const admin of admins) {
      const [mail] = outbox.filter((entry) => entry.to === admin.email && entry.subject === 'New contact message');
      expect(mail!.text).toContain('> Can I   book for two people at once?');
      expect(mail!.text).toContain('/admin/dashboard?tab=contact&status=pending');
      expect(mail!.text).not.toMatch(/Sinéad|sinead@/);
    }
    const submissions = (await send('GET', '/api/admin/contact-submissions?status=pending', admins[0]!.cookie)).json() as { submissions: { id: string; email: string }[] };
    const submission = submissions.submissions.find((entry) => entry.email === 'sinead@example.com')!;
    expect((await send('POST', `/api/admin/contact-submissions/${submission.id}/handle`, admins[0]!.cookie)).statusCode).toBe(200);
    for (const admin of admins) expect(await bell(admin, 'contact_message')).toEqual([expect.objectContaining({ is_read: true })]);
  });
});

// The customer's own notifications carry no link unless one is given.
describe('GET /api/notifications', () => {
  it('answers link: null for a notification with nothing to open', async () => {
    const mine = (await send('GET', '/api/notifications', customer.cookie)).json() as Notice[];
    expect(mine.find((notice) => notice.type === 'booking_cancelled')).toMatchObject({ link: null });
  });
});
