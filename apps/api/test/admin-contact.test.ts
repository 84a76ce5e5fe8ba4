import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/db/schema/messaging';
import { adminActions } from '../src/db/schema/users';
import type { MailTransport } from '../src/integrations/mailer';
import { contactAdminMessages } from '../src/modules/contact/contact-admin.service';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../src/modules/contact/contact.service';
import { sendDueMail } from '../src/modules/mail/mail-worker';
import { createPeople, createPerson } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createTestApp, type TestApp } from './support/test-app';

const silentLog = { warn: () => undefined, error: () => undefined } as never;
const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let admin: BookingCustomer;
let merchant: BookingCustomer;
let customer: BookingCustomer;

// Sam, Bea, Dee, and Carl's first message with its follow-ups, the last of which passes the acknowledgement cap.
const ALL = 4 + ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
let addressCounter = 0;
/** Each message from its own network address, so the contact form's per-address rate limit never interferes. */
async function contactUs(name: string, email: string, message: string, phone = '') {
  addressCounter += 1;
  const response = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: `198.51.100.${addressCounter}`, payload: { name, email, phone, message } });
  expect(response.statusCode).toBe(201);
}
const send = (method: InjectOptions['method'], url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const list = (query = '') => send('GET', `/api/admin/contact-submissions${query}`, admin.cookie);
interface Row {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  email_sent: boolean;
  email_status: string;
  manually_handled: boolean;
  handled_at: string | null;
  submitted_at: string;
}
const rows = async (query = '') => (await list(query)).json().submissions as Row[];

/** A mail transport that delivers everything except mail to addresses starting "bounce". */
const flakyTransport: MailTransport = {
  async send(mail) {
    if (mail.to.startsWith('bounce')) throw new Error('550 mailbox unavailable');
  },
  close: () => undefined,
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, merchant, customer] = await createPeople(t.db, now, ['admin', 'merchant', 'customer']);

  await contactUs('Sam Visitor', 'sam@example.com', 'Do you have salons in Leeds?', '+44 7700 900123');
  await contactUs('Bea Bounce', 'bounce.bea@example.com', 'My booking confirmation never arrived');
  await contactUs('Carl Capped', 'carl@example.com', 'First question about gift cards');
  // Carl writes again past the acknowledgement cap: those messages are stored but never acknowledged.
  for (let index = 1; index < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1; index += 1) await contactUs('Carl Capped', 'carl@example.com', `Follow-up ${index}`);
  await contactUs('Dee Waiting', 'dee@example.com', 'Is there parking near Fern Studio?');

  // The worker delivers Sam's, Carl's first and Dee's; Bea's bounces until it is given up on after five attempts.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await sendDueMail(t.db, flakyTransport, () => new Date(Date.now() + (attempt + 1) * 86_400_000), silentLog);
  }
  // Dee's arrives later than the rest: put it back to waiting, as if the worker had not reached it yet.
  await t.db.update(mailOutbox).set({ status: 'pending', sentAt: null }).where(eq(mailOutbox.to, 'dee@example.com'));
});
afterAll(() => t.close());

describe('who may call the contact submissions routes', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), and answers an admin', async () => {
    const [first] = await rows();
    for (const [method, url] of [
      ['GET', '/api/admin/contact-submissions'],
      ['GET', '/api/admin/contact-submissions?status=bogus'],
      ['POST', `/api/admin/contact-submissions/${first!.id}/handle`],
      ['POST', '/api/admin/contact-submissions/nope/handle'],
    ] as const) {
      expect((await send(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, customer.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, merchant.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await list()).statusCode).toBe(200);
    expect((await rows()).every((row) => !row.manually_handled)).toBe(true);
  });
});

describe('the submissions list (GET /api/admin/contact-submissions)', () => {
  it("lists every submission newest first with the spec's fields and each acknowledgement's real delivery state", async () => {
    const body = (await list()).json();
    expect(body.total).toBe(ALL);
    const byMessage = new Map((body.submissions as Row[]).map((row) => [row.message, row]));
    expect(byMessage.get('Do you have salons in Leeds?')).toMatchObject({
      name: 'Sam Visitor',
      email: 'sam@example.com',
      phone: '+44 7700 900123',
      submitted_at: now.toISOString(),
      email_sent: true,
      email_status: 'sent',
      manually_handled: false,
      handled_at: null,
    });
    expect(byMessage.get('My booking confirmation never arrived')).toMatchObject({ email_sent: false, email_status: 'failed' });
    expect(byMessage.get('First question about gift cards')).toMatchObject({ email_sent: true, email_status: 'sent' });
    expect(byMessage.get(`Follow-up ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY}`)).toMatchObject({ email_sent: false, email_status: 'not_sent' });
    expect(byMessage.get('Is there parking near Fern Studio?')).toMatchObject({ email_sent: false, email_status: 'pending' });
  });

  it('filters All, Pending, Handled, Email Sent and Email Failed on the server', async () => {
    const total = async (status: string) => (await list(`?status=${status}`)).json().total;
    expect(await total('all')).toBe(ALL);
    expect(await total('pending')).toBe(ALL);
    expect(await total('handled')).toBe(0);
    const sent = await rows('?status=email_sent');
    expect(sent.filter((row) => row.email === 'carl@example.com')).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    expect(sent.map((row) => row.email).filter((email) => email !== 'carl@example.com')).toEqual(['sam@example.com']);
    // Failed: given up on, or never sent because the address had reached its daily cap. Still waiting is neither.
    const failed = await rows('?status=email_failed');
    expect(failed.map((row) => row.email).sort()).toEqual(['bounce.bea@example.com', 'carl@example.com']);
    expect((await list('?status=unknown')).statusCode).toBe(400);
  });

  it('searches name, email and message, case-insensitively', async () => {
    expect((await rows('?q=sam visitor')).map((row) => row.email)).toEqual(['sam@example.com']);
    expect((await rows('?q=BOUNCE.BEA')).map((row) => row.name)).toEqual(['Bea Bounce']);
    expect((await rows('?q=parking')).map((row) => row.name)).toEqual(['Dee Waiting']);
    expect((await rows('?q=carl&status=email_failed')).map((row) => row.message)).toEqual([`Follow-up ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY}`]);
    expect((await list('?q=nobody-wrote-this')).json()).toMatchObject({ submissions: [], total: 0 });
  });

  it('pages the list', async () => {
    const first = (await list('?page=1&page_size=2')).json();
    const second = (await list('?page=2&page_size=2')).json();
    expect(first).toMatchObject({ page: 1, page_size: 2, total: ALL });
    expect(first.submissions).toHaveLength(2);
    expect(second.submissions).toHaveLength(2);
    const ids = [...first.submissions, ...second.submissions].map((row: Row) => row.id);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('Mark as Handled (POST /api/admin/contact-submissions/{id}/handle)', () => {
  it('marks a pending submission handled once, writes the audit trail, and answers 409 the second time', async () => {
    const [sam] = await rows('?q=sam@example.com');
    const handled = await send('POST', `/api/admin/contact-submissions/${sam!.id}/handle`, admin.cookie);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({ message: 'Contact submission has been marked as handled.' });
    const [after] = await rows('?q=sam@example.com');
    expect(after).toMatchObject({ manually_handled: true, handled_at: now.toISOString() });
    expect((await rows('?status=handled')).map((row) => row.id)).toEqual([sam!.id]);
    expect((await list('?status=pending')).json().total).toBe(ALL - 1);

    const twice = await send('POST', `/api/admin/contact-submissions/${sam!.id}/handle`, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: contactAdminMessages.alreadyHandled });

    const trail = await t.db.select().from(adminActions).where(eq(adminActions.targetId, sam!.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'contact_message.handle', actorUserId: admin.id, targetType: 'contact_message', after: { manually_handled: true } });
  });

  it('answers 404 for a submission that does not exist', async () => {
    const response = await send('POST', `/api/admin/contact-submissions/${randomUUID()}/handle`, admin.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: contactAdminMessages.notFound });
    expect((await send('POST', '/api/admin/contact-submissions/not-an-id/handle', admin.cookie)).statusCode).toBe(400);
  });

  it('two admins marking the same submission at once: one succeeds, the other is told it is already handled', async () => {
    const second = await createPerson(t.db, now, 'admin');
    const [dee] = await rows('?q=dee@example.com');
    const answers = await Promise.all([admin.cookie, second.cookie].map((cookie) => send('POST', `/api/admin/contact-submissions/${dee!.id}/handle`, cookie)));
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([200, 409]);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, dee!.id));
    expect(stored!.manuallyHandled).toBe(true);
    expect(await t.db.select().from(adminActions).where(eq(adminActions.targetId, dee!.id))).toHaveLength(1);
  });
});
