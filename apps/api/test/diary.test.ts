import { DIARY_MESSAGES, REPEAT_WEEKS, blockOverBookingMessage } from '@lull/domain/diary-blocks';
import { londonInstant } from '@lull/domain/london-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../src/db/schema/bookings';
import { merchants } from '../src/db/schema/merchants';
import { teamMembers } from '../src/db/schema/team';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');

let t: TestApp;
let owner: Person;
let other: Person;
let customer: Person;
let merchantId: string;
let service: { id: string; merchantId: string };
let fern: string;
let amy: string;

interface Block {
  id: string;
  team_member_id: string | null;
  date: string;
  start_time: string;
  end_time: string;
  kind: string;
  note: string;
  client_name: string | null;
  client_phone: string | null;
  series_id: string | null;
  repeat_weekly: boolean;
  occurrences?: number;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const blockBody = (overrides: Record<string, unknown> = {}) => ({ team_member_id: amy, date: '2026-06-12', start_time: '12:00', end_time: '13:00', kind: 'break', note: 'Lunch', ...overrides });
async function addBlock(overrides: Record<string, unknown> = {}, cookie = owner.cookie): Promise<Block> {
  const response = await call('POST', '/api/merchant/diary/blocks', blockBody(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Block;
}
const diary = async (from: string, to: string, cookie = owner.cookie) => (await call('GET', `/api/merchant/diary?from=${from}&to=${to}`, undefined, cookie)).json();
/** A paid booking of the salon's 60-minute Gel Manicure, with a member, at a London date and time. */
const bookingWith = (teamMemberId: string, date: string, time: string, overrides: Record<string, unknown> = {}) =>
  createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant(date, time), teamMemberId, ...overrides });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, other, customer] = await createPeople(t.db, NOW, [
    { role: 'merchant', profile: { firstName: 'Fern' }, business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Maya', lastName: 'Patel' } },
  ]);
  merchantId = owner.merchant!.id;
  service = { id: (await createService(t.db, merchantId, { name: 'Gel Manicure' })).id, merchantId };
  fern = (await call('GET', '/api/merchant/team')).json().members[0].id;
  const added = await call('POST', '/api/merchant/team', { display_name: 'Amy', service_ids: [service.id] });
  amy = added.json().id;
});
afterAll(() => t.close());

describe("a salon's diary", () => {
  it("shows the team, the bookings that take or took a chair (never cancelled or expired ones) and the blocks", async () => {
    const confirmed = await bookingWith(fern, '2026-06-15', '10:00');
    const completed = await bookingWith(fern, '2026-06-09', '10:00', { status: 'completed' });
    await bookingWith(fern, '2026-06-15', '12:00', { status: 'cancelled', cancelledAt: NOW });
    await bookingWith(fern, '2026-06-15', '14:00', { status: 'expired' });
    const block = await addBlock({ date: '2026-06-15', team_member_id: null, kind: 'closure', start_time: '16:00', end_time: '17:00', note: 'Staff training' });
    await bookingWith(fern, '2026-06-22', '10:00');

    const answer = await diary('2026-06-08', '2026-06-15');
    expect(answer.members).toEqual([
      { id: fern, display_name: 'Fern', is_active: true },
      { id: amy, display_name: 'Amy', is_active: true },
    ]);
    expect(answer.bookings.map((booking: { id: string }) => booking.id)).toEqual([completed, confirmed]);
    expect(answer.bookings[1]).toMatchObject({
      team_member_id: fern,
      team_member_name: 'Fern',
      booking_date: '2026-06-15',
      booking_time: '10:00',
      end_time: '11:00',
      duration_minutes: 60,
      buffer_minutes: 0,
      status: 'confirmed',
      service_name: 'Gel Manicure',
      customer_name: 'Maya Patel',
    });
    expect(answer.blocks).toEqual([{ ...block, occurrences: undefined }].map(({ occurrences: _, ...rest }) => rest));
  });

  it.each([
    ['more than 42 days', '2026-06-01', '2026-07-13'],
    ['an end before the start', '2026-06-10', '2026-06-09'],
  ])('refuses %s', async (_, from, to) => {
    const response = await call('GET', `/api/merchant/diary?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(DIARY_MESSAGES.diaryRange);
  });

  it('refuses a date that is not one', async () => {
    expect((await call('GET', '/api/merchant/diary?from=2026-06-31&to=2026-07-01')).statusCode).toBe(400);
  });

  it("shows nothing of another salon's", async () => {
    const answer = await diary('2026-06-08', '2026-06-15', other.cookie);
    expect(answer.members.map((member: { id: string }) => member.id)).not.toContain(fern);
    expect(answer.bookings).toEqual([]);
  });
});

describe('a block', () => {
  it("is written on a member, and a walk-in carries the client's name and phone", async () => {
    const walkIn = await addBlock({ kind: 'walk_in', date: '2026-06-10', start_time: '15:00', end_time: '15:45', note: '', client_name: 'Sam', client_phone: '+44 7700900123' });
    expect(walkIn).toMatchObject({ team_member_id: amy, date: '2026-06-10', kind: 'walk_in', client_name: 'Sam', client_phone: '+44 7700900123', series_id: null, repeat_weekly: false, occurrences: 1 });
    expect((await diary('2026-06-10', '2026-06-10')).blocks.map((block: Block) => block.id)).toContain(walkIn.id);
  });

  it('over a booking of its member is refused, naming the booking, and nothing is written', async () => {
    await bookingWith(amy, '2026-06-16', '14:00');
    const response = await call('POST', '/api/merchant/diary/blocks', blockBody({ date: '2026-06-16', start_time: '14:30', end_time: '15:30' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(blockOverBookingMessage({ serviceName: 'Gel Manicure', customerFirstName: 'Maya', date: '2026-06-16', time: '14:00' }));
    expect((await diary('2026-06-16', '2026-06-16')).blocks).toEqual([]);
  });

  it("for the whole business is refused over any member's booking", async () => {
    await bookingWith(amy, '2026-06-17', '11:00');
    const response = await call('POST', '/api/merchant/diary/blocks', blockBody({ team_member_id: null, kind: 'closure', date: '2026-06-17', start_time: '09:00', end_time: '17:00' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(blockOverBookingMessage({ serviceName: 'Gel Manicure', customerFirstName: 'Maya', date: '2026-06-17', time: '11:00' }));
  });

  it("on another member at that time is fine, and so is one right after the booking", async () => {
    await bookingWith(amy, '2026-06-18', '11:00');
    await addBlock({ team_member_id: fern, date: '2026-06-18', start_time: '11:00', end_time: '12:00' });
    await addBlock({ team_member_id: amy, date: '2026-06-18', start_time: '12:00', end_time: '12:30' });
  });

  it('may overlap another block (a break inside a day off)', async () => {
    await addBlock({ kind: 'time_off', date: '2026-06-19', start_time: '09:00', end_time: '17:00', note: 'Holiday' });
    await addBlock({ date: '2026-06-19', start_time: '12:00', end_time: '13:00' });
    await addBlock({ team_member_id: null, kind: 'closure', date: '2026-06-19', start_time: '10:00', end_time: '11:00' });
    expect((await diary('2026-06-19', '2026-06-19')).blocks).toHaveLength(3);
  });

  it('repeats weekly for a year under one series, and the series is removed from an occurrence on', async () => {
    const first = await addBlock({ date: '2026-06-23', start_time: '08:00', end_time: '08:30', repeat_weekly: true });
    expect(first).toMatchObject({ date: '2026-06-23', repeat_weekly: true, occurrences: REPEAT_WEEKS });
    expect(first.series_id).not.toBeNull();
    const weeks = (await diary('2026-06-23', '2026-07-14')).blocks.filter((block: Block) => block.series_id === first.series_id);
    expect(weeks.map((block: Block) => block.date)).toEqual(['2026-06-23', '2026-06-30', '2026-07-07', '2026-07-14']);

    const third = weeks[2]!;
    expect((await call('DELETE', `/api/merchant/diary/blocks/${third.id}?series=true`)).statusCode).toBe(204);
    const left = (await diary('2026-06-23', '2026-08-03')).blocks.filter((block: Block) => block.series_id === first.series_id);
    expect(left.map((block: Block) => block.date)).toEqual(['2026-06-23', '2026-06-30']);
  });

  it('is removed on its own', async () => {
    const block = await addBlock({ date: '2026-06-24' });
    expect((await call('DELETE', `/api/merchant/diary/blocks/${block.id}`)).statusCode).toBe(204);
    expect((await diary('2026-06-24', '2026-06-24')).blocks).toEqual([]);
    expect((await call('DELETE', `/api/merchant/diary/blocks/${block.id}`)).statusCode).toBe(404);
  });

  it("of another salon answers 404 and stays", async () => {
    const theirs = await addBlock({ team_member_id: null, date: '2026-06-25' }, other.cookie);
    const response = await call('DELETE', `/api/merchant/diary/blocks/${theirs.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(DIARY_MESSAGES.notFound);
    expect((await diary('2026-06-25', '2026-06-25', other.cookie)).blocks).toHaveLength(1);
  });

  it.each([
    ['in the past', () => ({ date: '2026-06-09' }), 'date', DIARY_MESSAGES.pastDate],
    ['more than a year ahead', () => ({ date: '2027-06-11' }), 'date', DIARY_MESSAGES.tooFar],
    ['off the five-minute steps', () => ({ start_time: '12:02' }), 'start_time', DIARY_MESSAGES.time],
    ['ending before it starts', () => ({ end_time: '11:00' }), 'end_time', DIARY_MESSAGES.endAfterStart],
    ["a client's name on a break", () => ({ client_name: 'Sam' }), 'client_name', DIARY_MESSAGES.clientOnlyForClients],
    ['a phone that is not one', () => ({ kind: 'phone_booking', client_phone: '+44 12' }), 'client_phone', expect.any(String)],
    ["on another salon's member", () => ({ team_member_id: 'theirs' }), 'team_member_id', DIARY_MESSAGES.member],
  ])('is refused %s, saying which field', async (_, overrides, field, message) => {
    const changes: Record<string, unknown> = overrides();
    if (changes.team_member_id === 'theirs') changes.team_member_id = (await call('GET', '/api/merchant/team', undefined, other.cookie)).json().members[0].id;
    const response = await call('POST', '/api/merchant/diary/blocks', blockBody(changes));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual(message);
  });

  it('may be today', async () => {
    await addBlock({ date: '2026-06-10', start_time: '16:00', end_time: '16:30' });
  });

  it('is taken by a member who joins later, when it is for the whole business', async () => {
    await addBlock({ team_member_id: null, kind: 'closure', date: '2026-06-26', start_time: '09:00', end_time: '17:00' });
    const [cleo] = await t.db.insert(teamMembers).values({ merchantId, displayName: 'Cleo' }).returning();
    const response = await call('POST', '/api/merchant/diary/blocks', blockBody({ team_member_id: cleo!.id, date: '2026-06-26', start_time: '10:00', end_time: '11:00' }));
    // Blocks overlap blocks: the closure is on Cleo too, and a break inside it is still fine.
    expect(response.statusCode).toBe(201);
  });

  it('makes its time unavailable to customers', async () => {
    const timesOn = async (date: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/availability?days=7` })).json().days as { date: string; times: string[] }[]).find((day) => day.date === date)?.times ?? [];
    expect(await timesOn('2026-06-11')).toContain('10:00');
    await addBlock({ team_member_id: null, kind: 'closure', date: '2026-06-11', start_time: '09:00', end_time: '12:00' });
    const after = await timesOn('2026-06-11');
    expect(after).not.toContain('10:00');
    expect(after).toContain('13:00');
  });
});

describe('a block over a hold that ran out', () => {
  it('frees the lapsed hold (the sweeper had not reached it yet) and writes the block', async () => {
    const lapsed = await bookingWith(amy, '2026-06-18', '10:00', { status: 'pending', holdExpiresAt: new Date(NOW.getTime() - 60_000), confirmedAt: null });
    const block = await addBlock({ team_member_id: amy, date: '2026-06-18', start_time: '10:00', end_time: '11:00', kind: 'walk_in', client_name: 'Jo' });
    expect(block).toMatchObject({ team_member_id: amy, date: '2026-06-18', kind: 'walk_in' });
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, lapsed));
    expect(row?.status).toBe('expired');
  });
});

describe('a paused business', () => {
  it('still reads its diary and adds and removes blocks: the salon keeps running its day', async () => {
    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, merchantId));
    try {
      const block = await addBlock({ date: '2026-06-19', start_time: '15:00', end_time: '16:00', kind: 'phone_booking', client_name: 'Rita', note: '' });
      expect((await diary('2026-06-19', '2026-06-19')).blocks.map((b: Block) => b.id)).toContain(block.id);
      expect((await call('DELETE', `/api/merchant/diary/blocks/${block.id}`)).statusCode).toBe(204);
      expect((await diary('2026-06-19', '2026-06-19')).blocks.map((b: Block) => b.id)).not.toContain(block.id);
    } finally {
      await t.db.update(merchants).set({ isPaused: false }).where(eq(merchants.id, merchantId));
    }
  });
});
