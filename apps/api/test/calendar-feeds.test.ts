import { londonInstant } from '@lull/domain/london-time';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyCalendars, diaryBlocks } from '../src/db/schema/team';
import { bookingCalendarEvent } from '../src/modules/mail/templates/booking-confirmed';
import { createPeople, type Person } from './support/actors';
import { createPaidBooking, createService } from './support/catalogue-fixtures';
import { PUBLIC_URL, createTestApp, type TestApp } from './support/test-app';

// Friday 20 March 2026, noon in London (winter time): both of 2026's clock changes lie ahead.
const NOW = new Date('2026-03-20T12:00:00Z');

let t: TestApp;
let owner: Person;
let other: Person;
let customer: Person;
let guestless: Person;
let merchantId: string;
let service: { id: string; merchantId: string };
let mina: string;
let amy: string;

interface Feeds {
  business: { url: string };
  members: { team_member_id: string; display_name: string; url: string }[];
}

const call = (method: 'GET' | 'POST', url: string, cookie: string | null = owner.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const feedsOf = async (cookie = owner.cookie): Promise<Feeds> => {
  const response = await call('GET', '/api/merchant/calendar-feed', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Feeds;
};
/** The feed an address answers, fetched as a calendar app does: no session. */
const fetchFeed = (url: string) => call('GET', url.replace(PUBLIC_URL, ''), null);

/** The calendar's lines with folding undone (RFC 5545 3.1). */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
/** Each VEVENT as its property lines, by UID. */
function eventsOf(body: string): Map<string, string[]> {
  const events = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of unfolded(body)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      const uid = current!.find((property) => property.startsWith('UID:'))!.slice(4);
      events.set(uid, current!);
      current = null;
    } else current?.push(line);
  }
  return events;
}
const property = (event: string[] | undefined, name: string) => event?.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

const booking = (teamMemberId: string, date: string, time: string, overrides: Record<string, unknown> = {}) =>
  createPaidBooking(t.db, { service, userId: customer.id, start: londonInstant(date, time), teamMemberId, confirmedAt: NOW, ...overrides });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, other, customer, guestless] = await createPeople(t.db, NOW, [
    { role: 'merchant', profile: { firstName: 'Mina' }, business: { businessName: 'Mina Hair' } },
    { role: 'merchant', business: { businessName: 'Other Place' } },
    { role: 'customer', profile: { firstName: 'Jane', lastName: 'Smith', phone: '+447700900123' } },
    'customer',
  ]);
  merchantId = owner.merchant!.id;
  service = { id: (await createService(t.db, merchantId, { name: 'Haircut' })).id, merchantId };
  mina = (await call('GET', '/api/merchant/team')).json().members[0].id;
  amy = (await t.app.inject({ method: 'POST', url: '/api/merchant/team', headers: { cookie: owner.cookie }, payload: { display_name: 'Amy', service_ids: [service.id] } })).json().id;
});
afterAll(() => t.close());

describe("a salon's calendar addresses", () => {
  it('are made on first asking, one for the business and one per active member, and stay the same', async () => {
    const feeds = await feedsOf();
    expect(feeds.business.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feeds.members.map(({ display_name }) => display_name)).toEqual(['Mina', 'Amy']);
    expect(feeds.members.map(({ team_member_id }) => team_member_id)).toEqual([mina, amy]);
    expect(new Set([feeds.business.url, ...feeds.members.map(({ url }) => url)]).size).toBe(3);
    expect(await feedsOf()).toEqual(feeds);
  });

  it('are never cached, and are the owner’s alone', async () => {
    expect((await call('GET', '/api/merchant/calendar-feed')).headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/api/merchant/calendar-feed', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/merchant/calendar-feed', customer.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/merchant/calendar-feed?merchant_id=${merchantId}`, other.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/merchant/calendar-feed/rotate', customer.cookie)).statusCode).toBe(404);
  });
});

describe('a calendar feed', () => {
  let body: string;
  let events: Map<string, string[]>;
  const ids: Record<string, string> = {};
  let closure: string;
  let minaBreak: string;
  let amyBreak: string;
  let external: string;

  beforeAll(async () => {
    ids.beforeSpring = await booking(mina, '2026-03-28', '10:00');
    ids.afterSpring = await booking(mina, '2026-03-29', '10:00', { calendarSequence: 2 });
    ids.beforeAutumn = await booking(amy, '2026-10-24', '10:00');
    ids.autumnDay = await booking(amy, '2026-10-25', '10:00');
    ids.cancelled = await booking(mina, '2026-04-02', '11:00', { status: 'cancelled', cancelledAt: NOW, cancelledBy: 'customer' });
    ids.guest = await booking(mina, '2026-04-03', '09:00', { userId: guestless.id, guestFirstName: 'Priya', guestLastName: 'Kaur', guestEmail: 'priya@example.test', guestPhone: '+447700900456' });
    ids.completed = await booking(mina, '2026-03-10', '10:00', { status: 'completed' });
    ids.hold = await booking(mina, '2026-04-06', '10:00', { status: 'pending', confirmedAt: null, holdExpiresAt: new Date(NOW.getTime() + 600_000) });
    ids.lapsed = await booking(mina, '2026-04-06', '12:00', { status: 'expired', confirmedAt: null });
    ids.longAgo = await booking(mina, '2026-01-10', '10:00', { status: 'completed' });
    const add = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/merchant/diary/blocks', headers: { cookie: owner.cookie }, payload });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    closure = await add({ team_member_id: null, date: '2026-04-07', start_time: '09:00', end_time: '17:00', kind: 'closure', note: 'Staff training' });
    minaBreak = await add({ team_member_id: mina, date: '2026-03-30', start_time: '12:00', end_time: '13:00', kind: 'walk_in', note: '', client_name: 'Sam Jones', client_phone: '+44 7700 900789' });
    amyBreak = await add({ team_member_id: amy, date: '2026-03-30', start_time: '12:00', end_time: '12:30', kind: 'break', note: 'Lunch' });
    const [calendar] = await t.db.insert(busyCalendars).values({ merchantId, teamMemberId: mina, url: 'https://calendar.example.test/mina.ics' }).returning();
    const [echo] = await t.db
      .insert(diaryBlocks)
      .values({ merchantId, teamMemberId: mina, kind: 'external', blockDate: '2026-03-31', startTime: '15:00', endTime: '16:00', startsAt: londonInstant('2026-03-31', '15:00'), endsAt: londonInstant('2026-03-31', '16:00'), busyCalendarId: calendar!.id, externalUid: 'dentist@other' })
      .returning();
    external = echo!.id;

    const response = await fetchFeed((await feedsOf()).business.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    body = response.body;
    events = eventsOf(body);
  });

  it('is an iCalendar with London’s time zone, every line ended CRLF', () => {
    const lines = unfolded(body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toContain('TZID:Europe/London');
    expect(lines).toContain('X-WR-CALNAME:Mina Hair (Lull)');
  });

  it('writes each booking in London time with the summer-time changes of 2026 right', () => {
    expect(property(events.get(`${ids.beforeSpring}@lull`), 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260328T100000');
    expect(property(events.get(`${ids.afterSpring}@lull`), 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260329T100000');
    expect(property(events.get(`${ids.afterSpring}@lull`), 'DTEND')).toBe('DTEND;TZID=Europe/London:20260329T110000');
    expect(property(events.get(`${ids.beforeAutumn}@lull`), 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261024T100000');
    expect(property(events.get(`${ids.autumnDay}@lull`), 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261025T100000');

    // A calendar app reading the feed lands each at the right instant: 10:00 GMT, then 10:00 BST (09:00 UTC), and
    // back to GMT on the last Sunday of October.
    const parsed = ical.sync.parseICS(body);
    const startOf = (id: string) => (parsed[`${id}@lull`] as VEvent).start.toISOString();
    expect(startOf(ids.beforeSpring!)).toBe('2026-03-28T10:00:00.000Z');
    expect(startOf(ids.afterSpring!)).toBe('2026-03-29T09:00:00.000Z');
    expect(startOf(ids.beforeAutumn!)).toBe('2026-10-24T09:00:00.000Z');
    expect(startOf(ids.autumnDay!)).toBe('2026-10-25T10:00:00.000Z');
  });

  it("names the service, the client by first name and initial, and who does it, with the invite's UID and SEQUENCE", () => {
    const moved = events.get(`${ids.afterSpring}@lull`);
    expect(property(moved, 'SUMMARY')).toBe('SUMMARY:Haircut – Jane S. (with Mina)');
    expect(property(moved, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(property(moved, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(events.get(`${ids.beforeSpring}@lull`), 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(property(events.get(`${ids.autumnDay}@lull`), 'SUMMARY')).toBe('SUMMARY:Haircut – Jane S. (with Amy)');
    expect(property(events.get(`${ids.guest}@lull`), 'SUMMARY')).toBe('SUMMARY:Haircut – Priya K. (with Mina)');
  });

  it('marks a paid booking that was cancelled, so subscribers take it out', () => {
    const cancelled = events.get(`${ids.cancelled}@lull`);
    expect(property(cancelled, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(cancelled, 'SUMMARY')).toBe('SUMMARY:Cancelled: Haircut – Jane S. (with Mina)');
  });

  it('keeps a month of the past and leaves out holds and what lapsed', () => {
    expect(events.has(`${ids.completed}@lull`)).toBe(true);
    expect(events.has(`${ids.longAgo}@lull`)).toBe(false);
    expect(events.has(`${ids.hold}@lull`)).toBe(false);
    expect(events.has(`${ids.lapsed}@lull`)).toBe(false);
  });

  it("shows the salon's blocks but never echoes the busy times read from its other calendar", () => {
    expect(property(events.get(`block-${closure}@lull`), 'SUMMARY')).toBe('SUMMARY:Closed (whole team)');
    expect(property(events.get(`block-${closure}@lull`), 'DESCRIPTION')).toBe('DESCRIPTION:Staff training');
    expect(property(events.get(`block-${closure}@lull`), 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260407T090000');
    expect(property(events.get(`block-${minaBreak}@lull`), 'SUMMARY')).toBe('SUMMARY:Walk-in – Sam J. (with Mina)');
    expect(property(events.get(`block-${amyBreak}@lull`), 'SUMMARY')).toBe('SUMMARY:Break (Amy)');
    expect(events.has(`block-${external}@lull`)).toBe(false);
    expect(body).not.toContain('dentist@other');
  });

  it("carries no client's email, phone or surname", () => {
    for (const secret of [customer.email!, 'priya@example.test', '+447700900123', '+447700900456', '+447700900789', '7700900', 'Smith', 'Kaur', 'Jones']) {
      expect(body).not.toContain(secret);
    }
    expect(body.replace(/UID:[^\r\n]*@lull/g, '')).not.toContain('@');
  });

  it("of a member holds their bookings and blocks and the whole business's", async () => {
    const feeds = await feedsOf();
    const member = eventsOf((await fetchFeed(feeds.members.find(({ team_member_id }) => team_member_id === amy)!.url)).body);
    expect([...member.keys()].sort()).toEqual([`${ids.beforeAutumn}@lull`, `${ids.autumnDay}@lull`, `block-${closure}@lull`, `block-${amyBreak}@lull`].sort());
    const minaFeed = await fetchFeed(feeds.members.find(({ team_member_id }) => team_member_id === mina)!.url);
    expect(minaFeed.body).toContain('X-WR-CALNAME:Mina at Mina Hair (Lull)');
    expect(eventsOf(minaFeed.body).has(`block-${amyBreak}@lull`)).toBe(false);
  });

  it("of another salon shows nothing of this one's, and an unknown address is not found", async () => {
    const theirs = await feedsOf(other.cookie);
    const response = await fetchFeed(theirs.business.url);
    expect(response.statusCode).toBe(200);
    expect(eventsOf(response.body).size).toBe(0);
    expect(response.body).not.toContain('Haircut');
    for (const url of ['/api/calendar-feeds/nope.ics', `/api/calendar-feeds/${'A'.repeat(43)}.ics`, `/api/calendar-feeds/${'A'.repeat(43)}`, '/api/calendar-feeds/%27%3B--.ics']) {
      const missing = await call('GET', url, null);
      expect(missing.statusCode, url).toBe(404);
    }
  });
});

describe('new addresses', () => {
  it('replace every address of the business; the old ones are not found from then on', async () => {
    const before = await feedsOf();
    const theirs = await feedsOf(other.cookie);
    const response = await call('POST', '/api/merchant/calendar-feed/rotate');
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as Feeds;
    expect(await feedsOf()).toEqual(after);
    for (const [old, fresh] of [[before.business.url, after.business.url], ...before.members.map(({ url }, index) => [url, after.members[index]!.url])] as [string, string][]) {
      expect(fresh).not.toBe(old);
      expect((await fetchFeed(old)).statusCode).toBe(404);
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
    }
    // Another salon's addresses are untouched.
    expect(await feedsOf(other.cookie)).toEqual(theirs);
    expect((await fetchFeed(theirs.business.url)).statusCode).toBe(200);
  });
});

describe('a feed address', () => {
  it('answers at most 240 times an hour, counted per address rather than per caller', async () => {
    // A fresh address, which no test has fetched yet.
    const theirs = ((await call('POST', '/api/merchant/calendar-feed/rotate', other.cookie)).json() as Feeds).business.url;
    for (let index = 0; index < 240; index += 1) {
      const answer = await t.app.inject({ method: 'GET', url: theirs.replace(PUBLIC_URL, ''), remoteAddress: `10.9.${index % 200}.${index % 7}` });
      expect(answer.statusCode, `request ${index + 1}`).toBe(200);
    }
    expect((await fetchFeed(theirs)).statusCode).toBe(429);
    // Another address is counted on its own.
    expect((await fetchFeed((await feedsOf()).business.url)).statusCode).toBe(200);
  });
});

describe("the customer's invite", () => {
  it('is written by the same library: the booking’s UID, its SEQUENCE, published, in UTC', () => {
    const start = new Date('2026-03-29T09:00:00Z');
    const { content, contentType } = bookingCalendarEvent(
      { bookingId: 'b1', serviceName: 'Haircut', teamMemberName: 'Mina', businessName: 'Mina Hair', address: '1 High St, London', startsAt: start, endsAt: new Date('2026-03-29T10:00:00Z'), manageUrl: `${PUBLIC_URL}/bookings/b1` },
      NOW,
      3,
    );
    const lines = unfolded(content);
    expect(contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(lines).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'UID:b1@lull', 'SEQUENCE:3', 'DTSTAMP:20260320T120000Z', 'DTSTART:20260329T090000Z', 'LOCATION:1 High St\\, London']));
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:Haircut with Mina. Booked with Lull. Manage your booking: ${PUBLIC_URL}/bookings/b1`);
    expect(content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
