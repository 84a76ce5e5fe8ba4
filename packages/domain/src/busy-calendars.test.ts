import { describe, expect, it } from 'vitest';
import {
  BUSY_CALENDAR_MESSAGES,
  BUSY_CALENDAR_URL_MAX,
  busyCalendarHost,
  busyCalendarWindow,
  busyClashMessage,
  busySyncSummary,
  occurrenceBlocks,
  parseBusyCalendarAddress,
  reconcileExternalBlocks,
} from './busy-calendars';

// Wednesday 10 June 2026, 12:00 in London (BST).
const NOW = new Date('2026-06-10T11:00:00Z');
const window = busyCalendarWindow(NOW);

describe('the busy calendar address', () => {
  it('takes https and reads webcal as https, keeping the whole address but showing only the host', () => {
    expect(parseBusyCalendarAddress(' https://calendar.google.com/calendar/ical/abc%40x/private-s3cret/basic.ics ', { allowHttp: false })).toEqual({
      ok: true,
      url: 'https://calendar.google.com/calendar/ical/abc%40x/private-s3cret/basic.ics',
      host: 'calendar.google.com',
    });
    expect(parseBusyCalendarAddress('webcal://p01-caldav.icloud.com/published/2/secret', { allowHttp: false })).toEqual({
      ok: true,
      url: 'https://p01-caldav.icloud.com/published/2/secret',
      host: 'p01-caldav.icloud.com',
    });
    expect(busyCalendarHost('https://outlook.office365.com/owa/calendar/x/y/calendar.ics')).toBe('outlook.office365.com');
  });

  it('refuses plain http unless the server allows private addresses, and anything that is not a web address', () => {
    expect(parseBusyCalendarAddress('http://example.com/cal.ics', { allowHttp: false })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.https });
    expect(parseBusyCalendarAddress('http://127.0.0.1:4000/cal.ics', { allowHttp: true })).toMatchObject({ ok: true, host: '127.0.0.1' });
    expect(parseBusyCalendarAddress('ftp://example.com/cal.ics', { allowHttp: true })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.url });
    expect(parseBusyCalendarAddress('file:///etc/passwd', { allowHttp: true })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.url });
    expect(parseBusyCalendarAddress('my calendar', { allowHttp: false })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.url });
    expect(parseBusyCalendarAddress('https://user:pw@example.com/cal.ics', { allowHttp: false })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.url });
    expect(parseBusyCalendarAddress(`https://example.com/${'a'.repeat(BUSY_CALENDAR_URL_MAX)}`, { allowHttp: false })).toEqual({ ok: false, message: BUSY_CALENDAR_MESSAGES.tooLong });
  });
});

describe("an event's blocks in the diary", () => {
  it('keeps a timed event as it is, in London wall-clock times', () => {
    const blocks = occurrenceBlocks({ key: 'a@x|2026-06-11T13:00:00.000Z', title: 'Dentist', allDay: false, start: new Date('2026-06-11T13:00:00Z'), end: new Date('2026-06-11T14:00:00Z') }, window);
    expect(blocks).toEqual([
      {
        externalUid: 'a@x|2026-06-11T13:00:00.000Z|2026-06-11',
        blockDate: '2026-06-11',
        startTime: '14:00',
        endTime: '15:00',
        startsAt: new Date('2026-06-11T13:00:00Z'),
        endsAt: new Date('2026-06-11T14:00:00Z'),
        note: 'Dentist',
      },
    ]);
  });

  it('makes an all-day event the whole London day, through the October clock change (25 hours)', () => {
    const blocks = occurrenceBlocks({ key: 'h', title: 'Holiday', allDay: true, startDate: '2026-10-25', endDate: '2026-10-27' }, busyCalendarWindow(new Date('2026-10-01T12:00:00Z')));
    expect(blocks.map((b) => [b.blockDate, b.startTime, b.endTime, b.startsAt.toISOString(), b.endsAt.toISOString()])).toEqual([
      ['2026-10-25', '00:00', '23:59', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
      ['2026-10-26', '00:00', '23:59', '2026-10-26T00:00:00.000Z', '2026-10-27T00:00:00.000Z'],
    ]);
  });

  it('splits an event over midnight into one block per day', () => {
    const blocks = occurrenceBlocks({ key: 'n', title: 'Night shift', allDay: false, start: new Date('2026-06-12T20:00:00Z'), end: new Date('2026-06-13T05:00:00Z') }, window);
    expect(blocks.map((b) => [b.blockDate, b.startTime, b.endTime])).toEqual([
      ['2026-06-12', '21:00', '23:59'],
      ['2026-06-13', '00:00', '06:00'],
    ]);
  });

  it('leaves out what has ended or lies past the horizon, and keeps an event under way whole', () => {
    expect(occurrenceBlocks({ key: 'p', title: 'Past', allDay: false, start: new Date('2026-06-10T09:00:00Z'), end: new Date('2026-06-10T10:00:00Z') }, window)).toEqual([]);
    expect(occurrenceBlocks({ key: 'f', title: 'Far', allDay: false, start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T10:00:00Z') }, window)).toEqual([]);
    expect(occurrenceBlocks({ key: 'z', title: 'Zero', allDay: false, start: new Date('2026-06-12T09:00:00Z'), end: new Date('2026-06-12T09:00:00Z') }, window)).toEqual([]);
    const underWay = occurrenceBlocks({ key: 'u', title: 'Meeting', allDay: false, start: new Date('2026-06-10T10:30:00Z'), end: new Date('2026-06-10T11:30:00Z') }, window);
    expect(underWay.map((b) => [b.startTime, b.endTime])).toEqual([['11:30', '12:30']]);
  });

  it('reads to the London midnight 90 days on', () => {
    expect(window.to.toISOString()).toBe('2026-09-08T23:00:00.000Z');
  });
});

describe('a sync against the blocks it wrote before', () => {
  const spec = (uid: string, start: string, note = 'Busy') => ({
    externalUid: uid,
    blockDate: start.slice(0, 10),
    startTime: '10:00',
    endTime: '11:00',
    startsAt: new Date(start),
    endsAt: new Date(new Date(start).getTime() + 3_600_000),
    note,
  });
  const row = (id: string, uid: string, start: string, note = 'Busy') => ({ id, ...spec(uid, start, note) });

  it('writes the new, removes the gone, rewrites the changed and keeps the rest', () => {
    const existing = [row('1', 'same', '2026-06-11T09:00:00Z'), row('2', 'gone', '2026-06-12T09:00:00Z'), row('3', 'moved', '2026-06-13T09:00:00Z'), row('4', 'renamed', '2026-06-14T09:00:00Z')];
    const wanted = [spec('same', '2026-06-11T09:00:00Z'), spec('moved', '2026-06-13T10:00:00Z'), spec('renamed', '2026-06-14T09:00:00Z', 'Dentist'), spec('new', '2026-06-15T09:00:00Z')];
    const diff = reconcileExternalBlocks(existing, wanted);
    expect(diff.keep.map((r) => r.id)).toEqual(['1']);
    expect(diff.remove.map((r) => r.id).sort()).toEqual(['2', '3', '4']);
    expect(diff.insert.map((s) => s.externalUid)).toEqual(['moved', 'renamed', 'new']);
  });
});

describe('what the salon reads', () => {
  it('sums up a sync and names a clash', () => {
    expect(busySyncSummary(12, 1)).toBe('12 busy times · 1 clash');
    expect(busySyncSummary(1, 0)).toBe('1 busy time');
    expect(busySyncSummary(0, 2)).toBe('0 busy times · 2 clashes');
    expect(busyClashMessage({ title: 'Dentist', customerName: 'Jane', serviceName: 'Haircut', time: '14:00' })).toBe("Clash: your other calendar has 'Dentist' over Jane's Haircut at 14:00");
    expect(busyClashMessage({ title: ' ', customerName: '', serviceName: 'Haircut', time: '14:00' })).toBe('Clash: your other calendar has a busy time over Haircut at 14:00');
  });
});
