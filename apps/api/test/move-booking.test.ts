import { londonInstant } from '@lull/domain/london-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../src/db/schema/bookings';
import { moveBooking } from '../src/modules/bookings/move-booking';
import { AppError } from '../src/shared/app-error';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { assertInvariants } from './support/invariants';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');

let t: TestApp;
let owner: Person;
let customer: Person;
let service: { id: string; merchantId: string };
let fern: string;
let amy: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
const readBooking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const move = async (id: string, date: string, time: string, candidates: string[]) => {
  const seen = await readBooking(id);
  return t.db.transaction(async (tx) => moveBooking(tx, seen, { date, time, candidates, event: { kind: 'rescheduled', actor: 'customer', actorUserId: customer.id } }));
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, customer] = await createPeople(t.db, NOW, [{ role: 'merchant', profile: { firstName: 'Fern' }, business: { businessName: 'Fern Nail Studio' } }, { role: 'customer' }]);
  service = { id: (await createService(t.db, owner.merchant!.id, { name: 'Gel Manicure' })).id, merchantId: owner.merchant!.id };
  fern = (await call('GET', '/api/merchant/team')).json().members[0].id;
  amy = (await call('POST', '/api/merchant/team', { display_name: 'Amy', service_ids: [service.id] })).json().id;
});
afterAll(() => t.close());

describe('moving a booking', () => {
  it('moves it over its own old time with the same person, raises its calendar sequence and records who moved it from where', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-15', '10:00'), teamMemberId: fern });
    const { moved } = await move(id, '2026-06-15', '10:30', [fern]);
    expect(moved).toMatchObject({ bookingTime: '10:30', teamMemberId: fern, calendarSequence: 1, startsAt: londonInstant('2026-06-15', '10:30') });
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toMatchObject([{ kind: 'rescheduled', actor: 'customer', fromTime: '10:00', toTime: '10:30', fromTeamMemberId: fern, toTeamMemberId: fern }]);
    // The old time is free again: another booking takes 10:00 with the same person.
    await expect(createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-16', '10:00'), teamMemberId: fern })).resolves.toBeTypeOf('string');
    await assertInvariants(t.db);
  });

  it('refuses a time the only candidate has taken with 409, and keeps the booking where it was', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-17', '10:00'), teamMemberId: fern });
    await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-17', '14:00'), teamMemberId: amy });
    const refused = await move(id, '2026-06-17', '14:00', [amy]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409 });
    expect(await readBooking(id)).toMatchObject({ bookingTime: '10:00', teamMemberId: fern, calendarSequence: 0 });
    expect(await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).toEqual([]);
  });

  it('goes on to the next candidate when the first is taken', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-18', '10:00'), teamMemberId: fern });
    await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-18', '15:00'), teamMemberId: amy });
    const { moved } = await move(id, '2026-06-18', '15:00', [amy, fern]);
    expect(moved).toMatchObject({ bookingTime: '15:00', teamMemberId: fern });
    await assertInvariants(t.db);
  });

  it('refuses to move a booking that changed since it was read (409)', async () => {
    const id = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-19', '10:00'), teamMemberId: fern });
    const seen = await readBooking(id);
    await move(id, '2026-06-19', '11:00', [fern]);
    const refused = await t.db
      .transaction(async (tx) => moveBooking(tx, seen, { date: '2026-06-19', time: '12:00', candidates: [fern], event: { kind: 'rescheduled', actor: 'customer' } }))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409 });
    expect(await readBooking(id)).toMatchObject({ bookingTime: '11:00', calendarSequence: 1 });
  });
});
