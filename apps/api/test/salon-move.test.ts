import { londonInstant } from '@lull/domain/london-time';
import { NO_PENDING_MOVE, SALON_CANNOT_CHANGE, SALON_MOVE_OFFERED, SALON_SAME_TIME } from '@lull/domain/salon-booking-changes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookingMoveProposals, bookings } from '../src/db/schema/bookings';
import { mailOutbox, notifications } from '../src/db/schema/messaging';
import { SLOT_TAKEN } from '../src/modules/bookings/free-members';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { addTeamMember, teamOf } from './support/team-fixtures';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const HOUR = 3_600_000;
let now = NOW;
let t: TestApp;
let owner: Person;
let otherOwner: Person;
let customer: Person;
let admin: Person;
let service: { id: string; merchantId: string };
let mina: string;
let sophie: string;

/** A second passes before each call, so offers made one after another are told apart by their times, as they are in life. */
const tick = () => {
  now = new Date(now.getTime() + 1000);
};
const move = (id: string, body: object, cookie = owner.cookie) => tick() ?? t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${id}/move`, headers: { cookie }, payload: body });
const withdraw = (id: string, cookie = owner.cookie) => tick() ?? t.app.inject({ method: 'DELETE', url: `/api/merchant/bookings/${id}/move`, headers: { cookie } });
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const proposalsOf = (id: string) => t.db.select().from(bookingMoveProposals).where(eq(bookingMoveProposals.bookingId, id)).orderBy(bookingMoveProposals.createdAt);
const book = (date: string, time: string, teamMemberId = mina) => createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant(date, time), teamMemberId });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [owner, otherOwner, customer, admin] = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Glow Salon' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Jane' } },
    'admin',
  ]);
  service = { id: (await createService(t.db, owner.merchant!.id, { name: 'Haircut' })).id, merchantId: owner.merchant!.id };
  const [first] = await teamOf(t.db, service.merchantId);
  mina = first!.id;
  sophie = (await addTeamMember(t.db, service.merchantId, { displayName: 'Sophie' })).id;
});
afterAll(() => t.close());

describe('the salon offers another time', () => {
  it('records a pending offer and its place on the timeline, tells the customer, and leaves the booking where it was', async () => {
    const id = await book('2026-06-15', '10:00');
    const response = await move(id, { booking_date: '2026-06-16', booking_time: '14:00', team_member_id: sophie, message: 'Mina is away <b>that</b> day.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: SALON_MOVE_OFFERED,
      booking: {
        booking_date: '2026-06-15',
        booking_time: '10:00',
        team_member_id: mina,
        move_proposal: { status: 'pending', booking_date: '2026-06-16', booking_time: '14:00', team_member_name: 'Sophie', message: 'Mina is away <b>that</b> day.', responded_at: null },
      },
    });
    expect(await readBooking(id)).toMatchObject({ status: 'confirmed', bookingDate: '2026-06-15', bookingTime: '10:00', teamMemberId: mina, calendarSequence: 0 });
    expect(await proposalsOf(id)).toMatchObject([{ status: 'pending', teamMemberId: sophie, bookingDate: '2026-06-16', bookingTime: '14:00', startsAt: londonInstant('2026-06-16', '14:00'), proposedByUserId: owner.id }]);
    expect(await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).toMatchObject([
      { kind: 'move_proposed', actor: 'merchant', fromDate: '2026-06-15', fromTime: '10:00', fromTeamMemberId: mina, toDate: '2026-06-16', toTime: '14:00', toTeamMemberId: sophie },
    ]);

    const [bell] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'booking_move_proposed')));
    expect(bell).toMatchObject({ link: `/my-bookings#booking-${id}` });
    expect(bell!.message).toContain('Glow Salon asks to move your Haircut from Mon 15 Jun 2026 at 10:00 to Tue 16 Jun 2026 at 14:00 with Sophie');
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, customer.email!), eq(mailOutbox.subject, 'Glow Salon asks to move your Haircut')));
    expect(mail!.text).toContain('from Mon 15 Jun 2026 at 10:00 with');
    expect(mail!.text).toContain('to Tue 16 Jun 2026 at 14:00 with Sophie');
    expect(mail!.text).toContain(`${PUBLIC_URL}/my-bookings#booking-${id}`);
    expect(mail!.html).toContain('&#60;b&#62;that&#60;/b&#62;');
    expect(mail!.html).not.toContain('<b>');

    // The offered time is not held: someone else may still book it.
    await expect(book('2026-06-16', '14:00', sophie)).resolves.toBeTypeOf('string');
    await assertInvariants(t.db);
  });

  it('replaces a pending offer with a new one, and can withdraw it', async () => {
    const id = await book('2026-06-17', '10:00');
    expect((await move(id, { booking_date: '2026-06-17', booking_time: '15:00' })).statusCode).toBe(200);
    const second = await move(id, { booking_date: '2026-06-18', booking_time: '11:00' });
    expect(second.statusCode).toBe(200);
    expect((await proposalsOf(id)).map((row) => [row.status, row.bookingDate, row.bookingTime])).toEqual([
      ['withdrawn', '2026-06-17', '15:00'],
      ['pending', '2026-06-18', '11:00'],
    ]);
    const withdrawn = await withdraw(id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().booking.move_proposal).toMatchObject({ status: 'withdrawn', booking_date: '2026-06-18' });
    const again = await withdraw(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(NO_PENDING_MOVE);
  });

  it('a move to its own time with the same person may go with anyone else then; over its own time is allowed', async () => {
    const id = await book('2026-06-19', '10:00');
    const same = await move(id, { booking_date: '2026-06-19', booking_time: '10:00', team_member_id: mina });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(SALON_SAME_TIME);
    const anyone = await move(id, { booking_date: '2026-06-19', booking_time: '10:00' });
    expect(anyone.json().booking.move_proposal).toMatchObject({ team_member_name: 'Sophie' });
    // Half an hour later with the same person overlaps its own time, which does not stand in the way.
    const later = await move(id, { booking_date: '2026-06-19', booking_time: '10:30', team_member_id: mina });
    expect(later.statusCode).toBe(200);
  });

  it('refuses a time taken for the person chosen (409), one the service does not offer (400), and keeps the booking', async () => {
    const id = await book('2026-06-22', '10:00');
    await book('2026-06-22', '14:00', sophie);
    const taken = await move(id, { booking_date: '2026-06-22', booking_time: '14:00', team_member_id: sophie });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(SLOT_TAKEN);
    const closed = await move(id, { booking_date: '2026-06-22', booking_time: '23:00' });
    expect(closed.statusCode).toBe(400);
    expect(await proposalsOf(id)).toEqual([]);
    expect(await readBooking(id)).toMatchObject({ bookingTime: '10:00', teamMemberId: mina });
  });

  it("answers 404 for another salon's booking or to others, and 409 for one that has started or was cancelled", async () => {
    const id = await book('2026-06-11', '10:00');
    const body = { booking_date: '2026-06-11', booking_time: '15:00' };
    for (const cookie of [otherOwner.cookie, customer.cookie, admin.cookie]) expect((await move(id, body, cookie)).statusCode).toBe(404);
    const started = await createPaidBooking(t.db, { service, userId: customer.id, start: new Date(NOW.getTime() - HOUR), teamMemberId: mina });
    const late = await move(started, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(SALON_CANNOT_CHANGE);
    expect((await t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${id}/cancel`, headers: { cookie: owner.cookie }, payload: { reason: 'Closed for a leak.' } })).statusCode).toBe(200);
    expect((await move(id, body)).statusCode).toBe(409);
  });

  it('a cancellation ends an offer still waiting', async () => {
    const id = await book('2026-06-12', '10:00');
    expect((await move(id, { booking_date: '2026-06-12', booking_time: '15:00' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${id}/cancel`, headers: { cookie: owner.cookie }, payload: { reason: 'Closed for a leak.' } })).statusCode).toBe(200);
    expect((await proposalsOf(id)).map((row) => row.status)).toEqual(['withdrawn']);
    await assertInvariants(t.db);
  });

  it("shows the admin the booking's timeline: the offer from and to whom, then the salon's cancellation with its reason, once", async () => {
    const id = await book('2026-06-15', '15:00');
    expect((await move(id, { booking_date: '2026-06-16', booking_time: '10:00', team_member_id: sophie, message: 'Mina is away.' })).statusCode).toBe(200);
    tick();
    expect((await t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${id}/cancel`, headers: { cookie: owner.cookie }, payload: { reason: 'Closed for a leak.' } })).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: admin.cookie } });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ cancelled_by: 'merchant', cancellation_reason: 'Closed for a leak.', refund_request: { reason: 'salon_cancellation', card_refund: 35 }, payment_label: 'Refund Needed' });
    const labels = (body.timeline as { event: string; label: string }[]).map((entry) => [entry.event, entry.label]);
    const minaName = (await teamOf(t.db, service.merchantId)).find((member) => member.id === mina)!.displayName;
    expect(labels).toContainEqual(['move_proposed', `The salon offered to move it from Mon 15 Jun 15:00 with ${minaName} to Tue 16 Jun 10:00 with Sophie: “Mina is away.”`]);
    expect(labels).toContainEqual(['cancelled_by_salon', 'Cancelled by the salon: “Closed for a leak.”']);
    expect(labels.filter(([event]) => event === 'cancelled' || event === 'cancelled_by_salon')).toHaveLength(1);
    const kinds = labels.map(([event]) => event);
    expect(kinds.indexOf('move_proposed')).toBeLessThan(kinds.indexOf('cancelled_by_salon'));
  });
});
