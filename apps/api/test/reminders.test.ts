import { parseCsv } from '@lull/domain/csv-reader';
import { londonInstant } from '@lull/domain/london-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { sendDueReminders } from '../src/modules/bookings/reminders';
import { createPerson } from './support/actors';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { teamOf } from './support/team-fixtures';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

const HOUR = 3_600_000;
let now = new Date('2026-01-05T12:00:00Z');
const clock = () => now;
let t: TestApp;
let customer: BookingCustomer;
let service: { id: string; merchantId: string };
let businessName: string;
let memberName: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [customer] = (await createCustomers(t.db, 1, now)) as [BookingCustomer];
  const { merchant } = await createMerchant(t.db, { specificPolicies: 'Please arrive 10 minutes early. Late arrivals may be shortened.' });
  businessName = merchant.businessName;
  // The business's first member, who a booking written without one belongs to (decision 050).
  memberName = (await teamOf(t.db, merchant.id))[0]!.displayName;
  const created = await createService(t.db, merchant.id, { name: 'Gel manicure' });
  service = { id: created.id, merchantId: merchant.id };
});
afterAll(async () => {
  await t?.close();
});

const run = () => sendDueReminders(t.db, clock, PUBLIC_URL);
const book = (start: Date, overrides: Partial<typeof bookings.$inferInsert> = {}) =>
  createPaidBooking(t.db, { service, userId: customer.id, start, confirmedAt: new Date(start.getTime() - 7 * 24 * HOUR), ...overrides });
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const mailsOf = async (id: string) => {
  const row = await bookingRow(id);
  return row.reminderOutboxId ? t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.reminderOutboxId)) : [];
};
const reminderMailsTo = (to: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to))).then((rows) => rows.filter((m) => m.subject.startsWith('Reminder:')));
const reminderNotices = () =>
  t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'booking_reminder')));

describe('the reminder goes out at the same London time the day before, across the clock changes', () => {
  it('a 10:00 appointment on the Monday after 2026-03-29 is reminded at 10:00 BST on the Sunday, not before', async () => {
    const start = londonInstant('2026-03-30', '10:00');
    const id = await book(start);
    now = new Date('2026-03-29T08:59:00Z');
    await run();
    expect((await bookingRow(id)).reminderSentFor).toBeNull();
    now = new Date('2026-03-29T09:00:00Z');
    expect(await run()).toBe(1);
    expect((await bookingRow(id)).reminderSentFor).toEqual(start);
    const [mail] = await mailsOf(id);
    expect(mail!.subject).toBe('Reminder: Gel manicure tomorrow at 10:00');
    expect(mail!.text).toContain('Mon 30 Mar 2026 at 10:00 (London time)');
  });

  it('a 10:00 appointment on the Monday after 2026-10-25 is reminded at 10:00 GMT on the Sunday, not an hour early', async () => {
    const start = londonInstant('2026-10-26', '10:00');
    const id = await book(start);
    now = new Date('2026-10-25T09:59:00Z');
    await run();
    expect((await bookingRow(id)).reminderSentFor).toBeNull();
    now = new Date('2026-10-25T10:00:00Z');
    expect(await run()).toBe(1);
    const [mail] = await mailsOf(id);
    expect(mail!.text).toContain('Mon 26 Oct 2026 at 10:00 (London time)');
  });

  it('a 10:00 appointment on the Sunday of the autumn change is reminded 25 hours ahead, at 10:00 BST on the Saturday', async () => {
    const start = londonInstant('2026-10-25', '10:00');
    const id = await book(start);
    now = new Date('2026-10-24T08:59:00Z');
    await run();
    expect((await bookingRow(id)).reminderSentFor).toBeNull();
    now = new Date('2026-10-24T09:00:00Z');
    expect(await run()).toBe(1);
    expect((await bookingRow(id)).reminderSentFor).toEqual(start);
  });
});

describe('each reminder is sent exactly once', () => {
  it('two job runners racing (two API instances) send one mail and one notification', async () => {
    const start = londonInstant('2026-06-15', '14:30');
    const id = await book(start);
    const noticesBefore = (await reminderNotices()).length;
    const mailsBefore = (await reminderMailsTo(customer.email)).length;
    now = new Date(start.getTime() - 24 * HOUR);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await reminderMailsTo(customer.email)).length).toBe(mailsBefore + 1);
    expect((await reminderNotices()).length).toBe(noticesBefore + 1);
    // A later run, or one after a restart, finds the record and sends nothing.
    now = new Date(start.getTime() - HOUR);
    expect(await run()).toBe(0);
    expect((await reminderMailsTo(customer.email)).length).toBe(mailsBefore + 1);
    const notice = (await reminderNotices()).at(-1)!;
    expect(notice.title).toBe('Your appointment is tomorrow');
    expect(notice.message).toBe(`Gel manicure at ${businessName}, Mon 15 Jun 2026 at 14:30. 1 High Street, London, E8 3PH.`);
    expect((await bookingRow(id)).reminderOutboxId).toBe((await mailsOf(id))[0]!.id);
  });

  it('a booking made less than 24 hours ahead gets none, one made exactly 24 hours ahead gets one', async () => {
    const start = londonInstant('2026-06-20', '11:00');
    const late = await book(start, { confirmedAt: new Date(start.getTime() - 23 * HOUR) });
    const inTime = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(start.getTime() + 2 * HOUR), confirmedAt: new Date(start.getTime() - 22 * HOUR) });
    await t.db.update(bookings).set({ confirmedAt: new Date(start.getTime() + 2 * HOUR - 24 * HOUR) }).where(eq(bookings.id, inTime));
    now = new Date(start.getTime() - HOUR);
    expect(await run()).toBe(1);
    expect((await bookingRow(late)).reminderSentFor).toBeNull();
    expect((await bookingRow(inTime)).reminderSentFor).toEqual(new Date(start.getTime() + 2 * HOUR));
  });

  it('a cancelled booking, and one whose appointment has begun, get none', async () => {
    const start = londonInstant('2026-06-22', '11:00');
    const cancelled = await book(start, { status: 'cancelled', cancelledAt: new Date(start.getTime() - 48 * HOUR), cancelledBy: 'customer' });
    now = new Date(start.getTime() - 2 * HOUR);
    expect(await run()).toBe(0);
    expect((await bookingRow(cancelled)).reminderSentFor).toBeNull();
    const missed = await book(new Date(start.getTime() + 24 * HOUR));
    // The job was down the whole day before: a reminder after the start is no use.
    now = new Date(start.getTime() + 24 * HOUR);
    expect(await run()).toBe(0);
    expect((await bookingRow(missed)).reminderSentFor).toBeNull();
  });

  it('a booking whose time changes after its reminder is reminded again, for the new time', async () => {
    const start = londonInstant('2026-07-01', '10:00');
    const id = await book(start);
    now = new Date(start.getTime() - 24 * HOUR);
    expect(await run()).toBe(1);
    const moved = londonInstant('2026-07-03', '16:15');
    await t.db.update(bookings).set({ startsAt: moved, endsAt: new Date(moved.getTime() + HOUR), bookingDate: '2026-07-03', bookingTime: '16:15' }).where(eq(bookings.id, id));
    now = new Date(moved.getTime() - 24 * HOUR - 60_000);
    expect(await run()).toBe(0);
    now = new Date(moved.getTime() - 24 * HOUR);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const row = await bookingRow(id);
    expect(row.reminderSentFor).toEqual(moved);
    const [mail] = await mailsOf(id);
    expect(mail!.text).toContain('Fri 3 Jul 2026 at 16:15 (London time)');
  });
});

describe('the reminder mail', () => {
  it('says what, where and when in London time, the salon policy, and links to directions, the calendar and the booking', async () => {
    const start = londonInstant('2026-08-04', '09:45');
    const id = await book(start, { guestEmail: 'guest.reminder@example.com', guestFirstName: 'Ada' });
    now = new Date(start.getTime() - 24 * HOUR);
    expect(await run()).toBe(1);
    const [mail] = await mailsOf(id);
    expect(mail!.to).toBe('guest.reminder@example.com');
    expect(mail!.text.split('\n')).toEqual([
      'Hi Ada,',
      '',
      `A reminder of your appointment tomorrow: Gel manicure with ${memberName} at ${businessName}, Tue 4 Aug 2026 at 09:45 (London time).`,
      'Address: 1 High Street, London, E8 3PH',
      'Directions: https://www.google.com/maps/search/?api=1&query=1%20High%20Street%2C%20London%2C%20E8%203PH',
      `Add to your calendar: ${PUBLIC_URL}/api/bookings/${id}/calendar.ics`,
      `Manage your booking: ${PUBLIC_URL}/my-bookings`,
      '',
      `${businessName}'s policy: Please arrive 10 minutes early. Late arrivals may be shortened.`,
      'A booking cancelled within 24 hours of the appointment is not refunded. If you cannot come, please let the salon know.',
    ]);
    expect(mail!.html).toContain('href="https://www.google.com/maps/search/?api=1&#38;query=1%20High%20Street%2C%20London%2C%20E8%203PH"');
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/my-bookings"`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['lull-booking.ics']);
    expect(mail!.attachments[0]!.content).toContain('DTSTART:20260804T084500Z');
    expect(mail!.attachments[0]!.content).toContain(`SUMMARY:Gel manicure with ${memberName} at ${businessName}`);
  });
});

describe("the admin's booking detail shows the reminder", () => {
  it('not yet (with its due time), queued, then sent or failed as the outbox marks it; none for a booking made late', async () => {
    const start = londonInstant('2026-09-10', '15:00');
    now = new Date(start.getTime() - 30 * HOUR);
    const admin = await createPerson(t.db, now, 'admin');
    const id = await book(start);
    const late = await book(new Date(start.getTime() + 2 * HOUR), { confirmedAt: new Date(start.getTime() - 10 * HOUR) });
    const reminderOf = async (bookingId: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, headers: { cookie: admin!.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json().reminder;
    };
    expect(await reminderOf(id)).toEqual({ status: 'not_due', at: '2026-09-09T14:00:00.000Z', error: null });
    expect(await reminderOf(late)).toEqual({ status: 'none', at: null, error: null });

    now = new Date(start.getTime() - 24 * HOUR);
    expect(await run()).toBe(1);
    const [mail] = await mailsOf(id);
    expect(await reminderOf(id)).toEqual({ status: 'queued', at: mail!.createdAt.toISOString(), error: null });

    const deliveredAt = new Date(now.getTime() + 5_000);
    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: deliveredAt, attempts: 1 }).where(eq(mailOutbox.id, mail!.id));
    expect(await reminderOf(id)).toEqual({ status: 'sent', at: deliveredAt.toISOString(), error: null });

    await t.db.update(mailOutbox).set({ status: 'failed', sentAt: null, attempts: 5, lastError: '550 mailbox unavailable' }).where(eq(mailOutbox.id, mail!.id));
    expect(await reminderOf(id)).toEqual({ status: 'failed', at: mail!.createdAt.toISOString(), error: '550 mailbox unavailable' });
    expect(await reminderOf(late)).toEqual({ status: 'none', at: null, error: null });

    // The list's reminder filter, and the CSV export with the same filter, find the failed one.
    const listed = async (reminder: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?reminder=${reminder}&page_size=100`, headers: { cookie: admin!.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };
    expect(await listed('failed')).toEqual([id]);
    expect(await listed('sent')).not.toContain(id);
    expect(await listed('all')).toEqual(expect.arrayContaining([id, late]));
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/export/bookings?reminder=failed', headers: { cookie: admin!.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body).slice(1).map((record) => record[0])).toEqual([id]);
    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(mailOutbox.id, mail!.id));
    expect(await listed('failed')).toEqual([]);
    expect(await listed('sent')).toContain(id);
    expect(await listed('queued')).not.toContain(id);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?reminder=maybe', headers: { cookie: admin!.cookie } });
    expect(refused.statusCode).toBe(400);
  });
});
