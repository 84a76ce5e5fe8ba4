import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUSY_CALENDAR_MESSAGES } from '@lull/domain/busy-calendars';
import { londonInstant } from '@lull/domain/london-time';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bookings, diaryOccupancy } from '../src/db/schema/bookings';
import { busyCalendars, diaryBlocks } from '../src/db/schema/team';
import { syncDueBusyCalendars } from '../src/modules/team/sync-busy-calendar';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { addTeamMember } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London.
const NOW = new Date('2026-06-10T11:00:00Z');
const SECRET_PATH = '/private-9f8e7d6c5b4a/basic.ics';

const event = (lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260601T000000Z', ...lines, 'END:VEVENT'];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

// Thursdays at 14:00 for six weeks, less 18 June, 25 June moved to 16:00.
const weekly = event(['UID:school-run@test', 'SUMMARY:School run', 'DTSTART;TZID=Europe/London:20260611T140000', 'DTEND;TZID=Europe/London:20260611T150000', 'RRULE:FREQ=WEEKLY;COUNT=6', 'EXDATE;TZID=Europe/London:20260618T140000']);
const moved = event(['UID:school-run@test', 'SUMMARY:School run', 'RECURRENCE-ID;TZID=Europe/London:20260625T140000', 'DTSTART;TZID=Europe/London:20260625T160000', 'DTEND;TZID=Europe/London:20260625T170000']);
const dentist = event(['UID:dentist@test', 'SUMMARY:Dentist', 'DTSTART:20260612T090000Z', 'DTEND:20260612T100000Z']);
const free = event(['UID:free@test', 'SUMMARY:Maybe lunch', 'TRANSP:TRANSPARENT', 'DTSTART;TZID=Europe/London:20260612T130000', 'DTEND;TZID=Europe/London:20260612T140000']);
const cancelled = event(['UID:cancelled@test', 'SUMMARY:Call off', 'STATUS:CANCELLED', 'DTSTART;TZID=Europe/London:20260612T150000', 'DTEND;TZID=Europe/London:20260612T160000']);
const holiday = event(['UID:holiday@test', 'SUMMARY:Holiday', 'DTSTART;VALUE=DATE:20260615', 'DTEND;VALUE=DATE:20260616']);

let t: TestApp;
let server: Server;
let base: string;
let served = { status: 200, type: 'text/calendar', body: calendar(weekly, moved, dentist, free, cancelled, holiday) };
let hits = 0;
let owner: Person;
let other: Person;
let customer: Person;
let merchantId: string;
let fern: string;
let service: { id: string; merchantId: string };
let clock = NOW;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const diaryBlocksBetween = async (from: string, to: string) => (await call('GET', `/api/merchant/diary?from=${from}&to=${to}`)).json().blocks as Record<string, unknown>[];
/** The job's run a little later (each run's clock ten minutes on, so every calendar is due again). */
async function runJob() {
  clock = new Date(clock.getTime() + 10 * 60_000);
  const now = clock;
  return syncDueBusyCalendars({ db: t.db, clock: () => now, allowPrivate: true }, 5 * 60_000);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    if (request.url !== SECRET_PATH) return response.writeHead(404).end('no');
    response.writeHead(served.status, { 'content-type': served.type }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ clock: () => NOW, env: { BUSY_CALENDAR_ALLOW_PRIVATE: 'true' } });
  [owner, other, customer] = await createPeople(t.db, NOW, [
    { role: 'merchant', profile: { firstName: 'Fern' }, business: { businessName: 'Fern Nail Studio' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Jane', lastName: 'Doe' } },
  ]);
  merchantId = owner.merchant!.id;
  service = { id: (await createService(t.db, merchantId, { name: 'Haircut' })).id, merchantId };
  fern = (await call('GET', '/api/merchant/team')).json().members[0].id;
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("a member's busy calendar", () => {
  it('is read as soon as it is saved: each busy time a read-only block, repeating ones expanded, free and cancelled ones left out', async () => {
    const response = await call('PUT', `/api/merchant/team/${fern}/busy-calendar`, { url: `${base}${SECRET_PATH}` });
    expect(response.statusCode, response.body).toBe(200);
    // School run ×5 (one left out, one moved), the dentist and the holiday.
    expect(response.json()).toEqual({ url_hint: '127.0.0.1', last_synced_at: NOW.toISOString(), last_sync_ok: true, last_sync_message: '7 busy times', event_count: 7, clash_count: 0 });
    expect(response.body).not.toContain('private-9f8e7d6c5b4a');

    const blocks = await diaryBlocksBetween('2026-06-10', '2026-07-01');
    const seen = blocks.map((block) => [block.date, block.start_time, block.end_time, block.note]);
    expect(seen).toEqual([
      ['2026-06-11', '14:00', '15:00', 'School run'],
      ['2026-06-12', '10:00', '11:00', 'Dentist'],
      ['2026-06-15', '00:00', '23:59', 'Holiday'],
      ['2026-06-25', '16:00', '17:00', 'School run'],
    ]);
    expect(blocks[0]).toMatchObject({ kind: 'external', team_member_id: fern, source_host: '127.0.0.1', clash: null, repeat_weekly: false });
  });

  it('shows in the Team tab by its host only', async () => {
    const team = await call('GET', '/api/merchant/team');
    expect(team.json().members[0].busy_calendar).toMatchObject({ url_hint: '127.0.0.1', last_sync_ok: true, event_count: 7 });
    expect(team.json().business_busy_calendar).toBeNull();
    expect(team.body).not.toContain('private-9f8e7d6c5b4a');
  });

  it("takes the member's time from customers (a free or cancelled event leaves it)", async () => {
    const times = ((await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/availability?days=7` })).json().days as { date: string; times: string[] }[]).find((day) => day.date === '2026-06-12')!.times;
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('09:30');
    expect(times).toContain('13:00');
    expect(times).toContain('15:00');
  });

  it('cannot be deleted in the diary: it is changed in its own calendar', async () => {
    const [block] = await diaryBlocksBetween('2026-06-11', '2026-06-11');
    const response = await call('DELETE', `/api/merchant/diary/blocks/${block!.id as string}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(BUSY_CALENDAR_MESSAGES.readOnly);
  });

  it('follows the calendar: an event removed there leaves the diary, one added arrives, the rest stay as they were', async () => {
    const before = await t.db.select({ id: diaryBlocks.id, uid: diaryBlocks.externalUid }).from(diaryBlocks).where(isNotNull(diaryBlocks.busyCalendarId));
    const late = event(['UID:late@test', 'SUMMARY:Physio', 'DTSTART;TZID=Europe/London:20260617T090000', 'DTEND;TZID=Europe/London:20260617T093000']);
    served = { ...served, body: calendar(weekly, moved, free, cancelled, holiday, late) };
    expect(await runJob()).toBe(1);
    const blocks = await diaryBlocksBetween('2026-06-10', '2026-06-20');
    expect(blocks.map((block) => block.note)).toEqual(['School run', 'Holiday', 'Physio']);
    const after = await t.db.select({ id: diaryBlocks.id, uid: diaryBlocks.externalUid }).from(diaryBlocks).where(isNotNull(diaryBlocks.busyCalendarId));
    const kept = before.filter((row) => !row.uid!.startsWith('dentist@test'));
    expect(after).toEqual(expect.arrayContaining(kept));
  });

  it('keeps the busy times it had when the calendar cannot be read, and says why without quoting the answer', async () => {
    served = { status: 503, type: 'text/html', body: '<h1>SECRET-BODY upstream down</h1>' };
    await runJob();
    const team = await call('GET', '/api/merchant/team');
    expect(team.json().members[0].busy_calendar).toMatchObject({ last_sync_ok: false, last_sync_message: 'Could not read this calendar: the address answered 503', event_count: 7 });
    expect(team.body).not.toContain('SECRET-BODY');
    expect((await diaryBlocksBetween('2026-06-10', '2026-06-20')).map((block) => block.note)).toEqual(['School run', 'Holiday', 'Physio']);

    served = { status: 200, type: 'text/calendar', body: `BEGIN:VCALENDAR\r\nX-FILL:${'x'.repeat(2 * 1024 * 1024)}\r\nEND:VCALENDAR\r\n` };
    await runJob();
    expect((await call('GET', '/api/merchant/team')).json().members[0].busy_calendar).toMatchObject({ last_sync_ok: false, last_sync_message: 'Could not read this calendar: it is larger than 2 MB' });

    served = { status: 200, type: 'text/html', body: '<html>SECRET-BODY login page</html>' };
    const saved = await call('PUT', `/api/merchant/team/${fern}/busy-calendar`, { url: `${base}${SECRET_PATH}` });
    expect(saved.json()).toMatchObject({ last_sync_ok: false, last_sync_message: 'Could not read this calendar: the address does not answer with a calendar' });
    expect(saved.body).not.toContain('SECRET-BODY');
  });

  it("shows an event over a booking as a clash that takes no time, and lets it take the time once the booking has gone", async () => {
    const booking = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-19', '14:00'), teamMemberId: fern });
    const over = event(['UID:dentist-2@test', 'SUMMARY:Dentist', 'DTSTART;TZID=Europe/London:20260619T143000', 'DTEND;TZID=Europe/London:20260619T153000']);
    served = { status: 200, type: 'text/calendar', body: calendar(weekly, moved, holiday, over) };
    await runJob();
    const [clash] = (await diaryBlocksBetween('2026-06-19', '2026-06-19')).filter((block) => block.note === 'Dentist');
    expect(clash).toMatchObject({ kind: 'external', clash: { booking_id: booking, team_member_id: fern, booking_time: '14:00', service_name: 'Haircut', customer_name: 'Jane Doe' } });
    expect((await call('GET', '/api/merchant/team')).json().members[0].busy_calendar).toMatchObject({ last_sync_ok: true, clash_count: 1, last_sync_message: '7 busy times · 1 clash' });
    // The booking keeps its time: the clash holds none.
    expect(await t.db.select().from(diaryOccupancy).where(eq(diaryOccupancy.blockId, clash!.id as string))).toEqual([]);

    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: NOW }).where(eq(bookings.id, booking));
    await runJob();
    const [cleared] = (await diaryBlocksBetween('2026-06-19', '2026-06-19')).filter((block) => block.note === 'Dentist');
    expect(cleared).toMatchObject({ id: clash!.id, clash: null });
    expect(await t.db.select().from(diaryOccupancy).where(eq(diaryOccupancy.blockId, clash!.id as string))).toHaveLength(1);
    expect((await call('GET', '/api/merchant/team')).json().members[0].busy_calendar).toMatchObject({ clash_count: 0 });
  });

  it('stops being read when removed, its busy times leaving the diary', async () => {
    expect((await call('DELETE', `/api/merchant/team/${fern}/busy-calendar`)).statusCode).toBe(204);
    expect((await diaryBlocksBetween('2026-06-10', '2026-07-20')).filter((block) => block.kind === 'external')).toEqual([]);
    expect((await call('GET', '/api/merchant/team')).json().members[0].busy_calendar).toBeNull();
    expect((await call('DELETE', `/api/merchant/team/${fern}/busy-calendar`)).statusCode).toBe(404);
  });

  it("is the salon's own: another business's member does not exist", async () => {
    const response = await call('PUT', `/api/merchant/team/${fern}/busy-calendar`, { url: `${base}${SECRET_PATH}` }, other.cookie);
    expect(response.statusCode).toBe(404);
  });

  it('refuses an address that is not a web address, or too long', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'my calendar', `https://example.com/${'a'.repeat(2100)}`]) {
      const response = await call('PUT', `/api/merchant/team/${fern}/busy-calendar`, { url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['url']);
    }
  });
});

describe("the business's busy calendar", () => {
  it('blocks everyone, and is read by one instance at a time', async () => {
    served = { status: 200, type: 'text/calendar', body: calendar(holiday) };
    const response = await call('PUT', '/api/merchant/busy-calendar', { url: `${base}${SECRET_PATH}` });
    expect(response.json()).toMatchObject({ last_sync_ok: true, event_count: 1 });
    expect((await call('GET', '/api/merchant/team')).json().business_busy_calendar).toMatchObject({ url_hint: '127.0.0.1', event_count: 1 });
    const blocks = (await diaryBlocksBetween('2026-06-15', '2026-06-15')).filter((block) => block.kind === 'external');
    expect(blocks).toEqual([expect.objectContaining({ team_member_id: null, note: 'Holiday' })]);

    // Two instances' runs at once: the calendar is claimed by one of them.
    clock = new Date(clock.getTime() + 10 * 60_000);
    const now = clock;
    const runs = await Promise.all([0, 1].map(() => syncDueBusyCalendars({ db: t.db, clock: () => now, allowPrivate: true }, 5 * 60_000)));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await t.db.select().from(busyCalendars).where(and(eq(busyCalendars.merchantId, merchantId)));
    expect(row!.nextSyncAt.getTime()).toBe(now.getTime() + 5 * 60_000);

    expect((await call('DELETE', '/api/merchant/busy-calendar')).statusCode).toBe(204);
    expect((await diaryBlocksBetween('2026-06-15', '2026-06-15')).filter((block) => block.kind === 'external')).toEqual([]);
  });
});

describe("the business's busy time over several members' bookings", () => {
  it('stays the clash of the booking the salon was shown while that booking lasts, and moves on once it has gone', async () => {
    const rowan = (await addTeamMember(t.db, merchantId, { displayName: 'Rowan' })).id;
    const shown = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-26', '11:00'), teamMemberId: fern });
    const over = event(['UID:training@test', 'SUMMARY:Training', 'DTSTART;TZID=Europe/London:20260626T103000', 'DTEND;TZID=Europe/London:20260626T113000']);
    served = { status: 200, type: 'text/calendar', body: calendar(over) };
    expect((await call('PUT', '/api/merchant/busy-calendar', { url: `${base}${SECRET_PATH}` })).json()).toMatchObject({ clash_count: 1 });
    const clashOf = async () => (await diaryBlocksBetween('2026-06-26', '2026-06-26')).find((block) => block.note === 'Training')?.clash;
    expect(await clashOf()).toMatchObject({ booking_id: shown, team_member_id: fern });

    // Rowan's booking starts earlier under the same busy time: the next read keeps naming Fern's.
    const earlier = await createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant('2026-06-26', '10:00'), teamMemberId: rowan });
    await runJob();
    expect(await clashOf()).toMatchObject({ booking_id: shown, team_member_id: fern });

    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: NOW }).where(eq(bookings.id, shown));
    await runJob();
    expect(await clashOf()).toMatchObject({ booking_id: earlier, team_member_id: rowan });
    expect((await call('DELETE', '/api/merchant/busy-calendar')).statusCode).toBe(204);
  });
});

describe('the settings', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://lull.example', BANK_ACCOUNT_ENCRYPTION_KEY: 'a'.repeat(64) };
  it('read every five minutes unless told otherwise, private addresses refused; production refuses to allow them', () => {
    expect(loadConfig(production).busyCalendars).toEqual({ syncMinutes: 5, allowPrivate: false });
    expect(loadConfig({ ...production, BUSY_CALENDAR_SYNC_MINUTES: '15' }).busyCalendars.syncMinutes).toBe(15);
    expect(() => loadConfig({ ...production, BUSY_CALENDAR_ALLOW_PRIVATE: 'true' })).toThrow(/BUSY_CALENDAR_ALLOW_PRIVATE: must not be true in production/);
    expect(() => loadConfig({ ...production, BUSY_CALENDAR_SYNC_MINUTES: '0' })).toThrow(/BUSY_CALENDAR_SYNC_MINUTES/);
  });
});

describe('in production (private addresses refused)', () => {
  let strict: TestApp;
  let salon: Person;
  beforeAll(async () => {
    strict = await createTestApp({ clock: () => NOW });
    [salon] = await createPeople(strict.db, NOW, [{ role: 'merchant', business: { businessName: 'Strict Salon' } }]);
  });
  afterAll(() => strict.close());

  it('refuses plain http, and never reaches a loopback address', async () => {
    const put = (url: string) => strict.app.inject({ method: 'PUT', url: '/api/merchant/busy-calendar', headers: { cookie: salon.cookie }, payload: { url } });
    const insecure = await put(`${base}${SECRET_PATH}`);
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().fields.url).toBe(BUSY_CALENDAR_MESSAGES.https);

    const before = hits;
    const loopback = await put(`https://127.0.0.1:${(server.address() as AddressInfo).port}${SECRET_PATH}`);
    expect(loopback.statusCode).toBe(200);
    expect(loopback.json()).toMatchObject({ url_hint: '127.0.0.1', last_sync_ok: false, last_sync_message: 'Could not read this calendar: 127.0.0.1 is not a public address', event_count: 0 });
    const named = await put(`webcal://localhost:${(server.address() as AddressInfo).port}${SECRET_PATH}`);
    expect(named.json()).toMatchObject({ url_hint: 'localhost', last_sync_ok: false, last_sync_message: 'Could not read this calendar: localhost is not a public address' });
    expect(hits).toBe(before);
  });
});
