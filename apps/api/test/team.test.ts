import { formatLondonDateTime } from '@lull/domain/london-format';
import { londonInstant } from '@lull/domain/london-time';
import { MAX_TEAM_MEMBERS, TEAM_MESSAGES, memberHasBookings, openingHoursAsWorkingHours, outsideOpeningHours } from '@lull/domain/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalogue';
import { merchants } from '../src/db/schema/merchants';
import { teamMembers } from '../src/db/schema/team';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
// Thursday 11 June 2026, 14:00 in London: tomorrow afternoon.
const TOMORROW_2PM = londonInstant('2026-06-11', '14:00');
const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' }));

let t: TestApp;
let owner: Person;
let other: Person;
let customer: Person;
let merchantId: string;
let serviceId: string;
let secondServiceId: string;
let otherServiceId: string;

interface Member {
  id: string;
  display_name: string;
  service_ids: string[];
  working_hours: { day_of_week: number; start_time: string; end_time: string }[];
  uses_opening_hours: boolean;
  is_active: boolean;
  upcoming_bookings: number;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const teamOf = async (cookie = owner.cookie) => (await call('GET', '/api/merchant/team', undefined, cookie)).json().members as Member[];
const memberBody = (overrides: Record<string, unknown> = {}) => ({ display_name: 'Amy', service_ids: [serviceId], working_hours: null, is_active: true, ...overrides });
async function addMember(overrides: Record<string, unknown> = {}): Promise<Member> {
  const response = await call('POST', '/api/merchant/team', memberBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Member;
}
/** A paid booking of the salon's service, with this member, tomorrow afternoon unless told otherwise. */
const bookingWith = (teamMemberId: string, overrides: Parameters<typeof createPaidBooking>[1] extends infer O ? Partial<O> : never = {}) =>
  createPaidBooking(t.db, { service: { id: serviceId, merchantId }, userId: customer.id, start: TOMORROW_2PM, teamMemberId, ...overrides });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, other, customer] = await createPeople(t.db, NOW, [
    { role: 'merchant', profile: { firstName: 'Fern' }, business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    'customer',
  ]);
  merchantId = owner.merchant!.id;
  serviceId = (await createService(t.db, merchantId, { name: 'Gel Manicure' })).id;
  secondServiceId = (await createService(t.db, merchantId, { name: 'Pedicure' })).id;
  otherServiceId = (await createService(t.db, other.merchant!.id, { name: 'Hot Stone Massage' })).id;
});
afterAll(() => t.close());

describe("a salon's team", () => {
  it('starts with the owner, who performs every service whenever the business is open', async () => {
    const [first, ...rest] = await teamOf();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      display_name: 'Fern',
      uses_opening_hours: true,
      working_hours: openingHoursAsWorkingHours(owner.merchant!.availabilityHours),
      is_active: true,
      upcoming_bookings: 0,
    });
    expect(first!.service_ids.sort()).toEqual([serviceId, secondServiceId].sort());
  });

  it('adds a member with their own hours, listed after the others, who is not asked of anyone else', async () => {
    const amy = await addMember({ display_name: 'Amy', working_hours: WEEKDAYS, service_ids: [secondServiceId] });
    expect(amy).toMatchObject({ display_name: 'Amy', service_ids: [secondServiceId], working_hours: WEEKDAYS, uses_opening_hours: false, is_active: true, upcoming_bookings: 0 });
    expect((await teamOf()).map((member) => member.display_name)).toEqual(['Fern', 'Amy']);
    expect((await teamOf(other.cookie)).map((member) => member.display_name)).not.toContain('Amy');
  });

  it('changes a member: name, services, hours and back to the opening hours', async () => {
    const bea = await addMember({ display_name: 'Bea' });
    const changed = await call('PUT', `/api/merchant/team/${bea.id}`, memberBody({ display_name: 'Beatrice', service_ids: [serviceId, secondServiceId], working_hours: WEEKDAYS }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ display_name: 'Beatrice', working_hours: WEEKDAYS, uses_opening_hours: false });
    expect((changed.json() as Member).service_ids.sort()).toEqual([serviceId, secondServiceId].sort());
    const back = await call('PUT', `/api/merchant/team/${bea.id}`, memberBody({ display_name: 'Beatrice', working_hours: null }));
    expect(back.json()).toMatchObject({ uses_opening_hours: true, service_ids: [serviceId] });
  });

  it.each([
    ["another salon's service", () => ({ service_ids: [serviceId, otherServiceId] }), 'service_ids.1', TEAM_MESSAGES.services],
    ['hours on a day the business is closed', () => ({ working_hours: [...WEEKDAYS, { day_of_week: 0, start_time: '10:00', end_time: '12:00' }] }), 'working_hours.5', outsideOpeningHours('Sunday')],
    ['hours past closing time', () => ({ working_hours: [{ day_of_week: 3, start_time: '09:00', end_time: '18:00' }] }), 'working_hours.0', outsideOpeningHours('Wednesday')],
    ['a name someone in the team has, in another case', () => ({ display_name: ' FERN ' }), 'display_name', TEAM_MESSAGES.nameTaken],
    ['no name', () => ({ display_name: '  ' }), 'display_name', TEAM_MESSAGES.name],
  ])('refuses %s, saying which field', async (_, overrides, field, message) => {
    const before = (await teamOf()).length;
    const response = await call('POST', '/api/merchant/team', memberBody({ display_name: 'Cleo', ...overrides() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await teamOf()).toHaveLength(before);
  });

  it('refuses an archived service', async () => {
    const archived = await createService(t.db, merchantId, { name: 'Old Treatment' });
    await t.db.update(services).set({ archivedAt: NOW }).where(eq(services.id, archived.id));
    const response = await call('POST', '/api/merchant/team', memberBody({ display_name: 'Dora', service_ids: [archived.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['service_ids.0']).toBe(TEAM_MESSAGES.services);
  });

  it('refuses a name another member has when renaming, but not the member keeping their own', async () => {
    const eve = await addMember({ display_name: 'Eve' });
    expect((await call('PUT', `/api/merchant/team/${eve.id}`, memberBody({ display_name: 'fern' }))).json().fields.display_name).toBe(TEAM_MESSAGES.nameTaken);
    expect((await call('PUT', `/api/merchant/team/${eve.id}`, memberBody({ display_name: 'EVE' }))).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_TEAM_MEMBERS} members`, async () => {
    const [crowded] = await createPeople(t.db, NOW, [{ role: 'merchant', business: { businessName: 'Crowded Salon' } }]);
    await t.db.insert(teamMembers).values(Array.from({ length: MAX_TEAM_MEMBERS - 1 }, (_, index) => ({ merchantId: crowded.merchant!.id, displayName: `Chair ${index}` })));
    const response = await call('POST', '/api/merchant/team', { display_name: 'One too many', service_ids: [] }, crowded.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(TEAM_MESSAGES.tooMany);
  });

  it('keeps at least one active member: the last cannot be deactivated or deleted', async () => {
    const [solo] = await createPeople(t.db, NOW, [{ role: 'merchant', profile: { firstName: 'Solo' }, business: { businessName: 'Solo Salon' } }]);
    const [only] = await teamOf(solo.cookie);
    for (const response of [
      await call('PUT', `/api/merchant/team/${only!.id}`, { display_name: 'Solo', service_ids: [], is_active: false }, solo.cookie),
      await call('DELETE', `/api/merchant/team/${only!.id}`, undefined, solo.cookie),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(TEAM_MESSAGES.lastActive);
    }
    // With a second active member, the first may go.
    await call('POST', '/api/merchant/team', { display_name: 'Second', service_ids: [] }, solo.cookie);
    expect((await call('PUT', `/api/merchant/team/${only!.id}`, { display_name: 'Solo', service_ids: [], is_active: false }, solo.cookie)).statusCode).toBe(200);
  });

  it('deletes a member who never had a booking', async () => {
    const gil = await addMember({ display_name: 'Gil' });
    const response = await call('DELETE', `/api/merchant/team/${gil.id}`);
    expect(response.statusCode).toBe(204);
    expect((await teamOf()).map((member) => member.id)).not.toContain(gil.id);
  });

  it("answers 404 for another salon's member, and changes nothing of it", async () => {
    const [theirs] = await teamOf(other.cookie);
    for (const response of [await call('PUT', `/api/merchant/team/${theirs!.id}`, memberBody({ display_name: 'Mine now' })), await call('DELETE', `/api/merchant/team/${theirs!.id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(TEAM_MESSAGES.notFound);
    }
    expect((await teamOf(other.cookie))[0]).toEqual(theirs);
  });

  it('tells a customer they have no business', async () => {
    expect((await call('GET', '/api/merchant/team', undefined, customer.cookie)).statusCode).toBe(404);
  });

  it('is managed while the business is paused', async () => {
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, merchantId));
    try {
      const hana = await addMember({ display_name: 'Hana' });
      expect((await call('PUT', `/api/merchant/team/${hana.id}`, memberBody({ display_name: 'Hana B' }))).statusCode).toBe(200);
      expect((await call('DELETE', `/api/merchant/team/${hana.id}`)).statusCode).toBe(204);
    } finally {
      await t.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, merchantId));
    }
  });
});

describe('a member with upcoming bookings', () => {
  let ivy: Member;
  const when = formatLondonDateTime('2026-06-11', '14:00');

  beforeAll(async () => {
    ivy = await addMember({ display_name: 'Ivy', service_ids: [serviceId, secondServiceId], working_hours: WEEKDAYS });
    await bookingWith(ivy.id);
    await bookingWith(ivy.id, { start: londonInstant('2026-06-12', '10:00') });
    // Neither a cancelled booking nor one that took place is still to come.
    await bookingWith(ivy.id, { start: londonInstant('2026-06-15', '10:00'), status: 'cancelled', cancelledAt: NOW });
    await bookingWith(ivy.id, { start: londonInstant('2026-06-09', '10:00'), status: 'completed' });
  });

  it('shows how many they have', async () => {
    expect((await teamOf()).find((member) => member.id === ivy.id)?.upcoming_bookings).toBe(2);
  });

  it.each([
    ['deleted', 'DELETE', undefined, memberHasBookings('delete', 2, when)],
    ['deactivated', 'PUT', { is_active: false }, memberHasBookings('deactivate', 2, when)],
    ['take away a service those bookings need', 'PUT', { service_ids: 'second only' }, memberHasBookings('services', 2, when)],
    ['given hours that leave a booking out', 'PUT', { working_hours: [{ day_of_week: 4, start_time: '09:00', end_time: '12:00' }, { day_of_week: 5, start_time: '09:00', end_time: '17:00' }] }, memberHasBookings('hours', 1, when)],
  ] as const)('cannot be %s: 409 naming how many and the first', async (_, method, overrides, message) => {
    // The services are made in beforeAll, after this table is read: 'second only' stands for them.
    const changes = overrides && 'service_ids' in overrides ? { service_ids: [secondServiceId] } : overrides;
    const response = await call(method, `/api/merchant/team/${ivy.id}`, method === 'PUT' ? memberBody({ display_name: 'Ivy', service_ids: [serviceId, secondServiceId], working_hours: WEEKDAYS, ...changes }) : undefined);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toBe(message);
    expect((await teamOf()).find((member) => member.id === ivy.id)).toMatchObject({ is_active: true, working_hours: WEEKDAYS });
  });

  it('may lose a service and hours its bookings do not need', async () => {
    const response = await call('PUT', `/api/merchant/team/${ivy.id}`, memberBody({ display_name: 'Ivy', service_ids: [serviceId], working_hours: [4, 5].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' })) }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('keeps its history: a member with only past bookings is deactivated rather than deleted', async () => {
    const [past] = [await addMember({ display_name: 'Jo' })];
    await bookingWith(past.id, { start: londonInstant('2026-06-08', '10:00'), status: 'completed' });
    const response = await call('DELETE', `/api/merchant/team/${past.id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toBe(TEAM_MESSAGES.hasHistory);
    expect((await call('PUT', `/api/merchant/team/${past.id}`, memberBody({ display_name: 'Jo', is_active: false }))).statusCode).toBe(200);
  });
});
