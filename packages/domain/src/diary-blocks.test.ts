import { describe, expect, it } from 'vitest';
import {
  DIARY_BLOCK_KINDS,
  DIARY_BLOCK_LABELS,
  DIARY_MESSAGES,
  REPEAT_WEEKS,
  blockDates,
  blockInstants,
  blockOverBookingMessage,
  checkBlockDate,
  diaryBlockInputSchema,
  isDiaryRange,
} from './diary-blocks';
import { validate } from './validation/form-errors';

const block = (overrides: Record<string, unknown> = {}) => ({
  team_member_id: null,
  date: '2026-06-10',
  start_time: '12:00',
  end_time: '12:45',
  kind: 'break',
  note: 'Lunch',
  ...overrides,
});

describe('a diary block', () => {
  it('labels every kind', () => {
    expect(DIARY_BLOCK_KINDS.map((kind) => DIARY_BLOCK_LABELS[kind])).toEqual(['Break', 'Time off', 'Closed', 'Walk-in', 'Phone booking', 'Busy elsewhere']);
  });

  it('accepts a break for the whole business, a weekly one, and a walk-in with its client', () => {
    expect(diaryBlockInputSchema.parse(block())).toMatchObject({ team_member_id: null, note: 'Lunch', repeat_weekly: false, client_phone: '' });
    expect(diaryBlockInputSchema.parse(block({ repeat_weekly: true })).repeat_weekly).toBe(true);
    expect(diaryBlockInputSchema.parse(block({ kind: 'walk_in', client_name: ' Sam ', client_phone: '+44 7700900123' }))).toMatchObject({
      client_name: 'Sam',
      client_phone: '+44 7700900123',
    });
  });

  it.each([
    ['a time off the five-minute steps', { start_time: '12:03' }, 'start_time', DIARY_MESSAGES.time],
    ['a time that is not HH:MM', { end_time: '9:00' }, 'end_time', DIARY_MESSAGES.time],
    ['midnight at the end (the same day only)', { end_time: '24:00' }, 'end_time', DIARY_MESSAGES.time],
    ['an end before the start', { start_time: '13:00', end_time: '12:00' }, 'end_time', DIARY_MESSAGES.endAfterStart],
    ['an end at the start', { end_time: '12:00' }, 'end_time', DIARY_MESSAGES.endAfterStart],
    ['an unknown kind', { kind: 'holiday' }, 'kind', DIARY_MESSAGES.kind],
    ["another calendar's busy time, which only the sync writes", { kind: 'external' }, 'kind', DIARY_MESSAGES.kind],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', DIARY_MESSAGES.date],
    ['a note too long', { note: 'x'.repeat(201) }, 'note', DIARY_MESSAGES.note],
    ["a client's name on a break", { client_name: 'Sam' }, 'client_name', DIARY_MESSAGES.clientOnlyForClients],
    ["a client's phone on a closure", { kind: 'closure', client_phone: '+44 7700900123' }, 'client_phone', DIARY_MESSAGES.clientOnlyForClients],
    ['a phone that is not one', { kind: 'phone_booking', client_phone: '+44 12' }, 'client_phone', expect.any(String)],
    ['a member that is not an id', { team_member_id: 'amy' }, 'team_member_id', DIARY_MESSAGES.member],
  ])('refuses %s', (_, overrides, field, message) => {
    const result = validate(diaryBlockInputSchema, block(overrides));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toEqual(message);
  });

  it.each([
    ['2026-06-10', null],
    ['2026-06-09', DIARY_MESSAGES.pastDate],
    ['2027-06-10', null],
    ['2027-06-11', DIARY_MESSAGES.tooFar],
  ])('on %s, asked on 10 June 2026: %s', (date, expected) => {
    expect(checkBlockDate(date, '2026-06-10')).toBe(expected);
  });

  it('repeats weekly for a year, on the same weekday, across the clock changes', () => {
    const dates = blockDates('2026-03-24', true);
    expect(dates).toHaveLength(REPEAT_WEEKS);
    expect(dates.slice(0, 3)).toEqual(['2026-03-24', '2026-03-31', '2026-04-07']);
    expect(dates.at(-1)).toBe('2027-03-16');
    expect(blockDates('2026-03-24', false)).toEqual(['2026-03-24']);
  });

  it('covers London wall-clock instants, in winter and in summer', () => {
    expect(blockInstants('2026-03-28', '12:00', '13:00')).toEqual({ startsAt: new Date('2026-03-28T12:00:00Z'), endsAt: new Date('2026-03-28T13:00:00Z') });
    expect(blockInstants('2026-03-30', '12:00', '13:00')).toEqual({ startsAt: new Date('2026-03-30T11:00:00Z'), endsAt: new Date('2026-03-30T12:00:00Z') });
    // The night the clocks go back, 00:30 to 02:30 is three hours long.
    const autumn = blockInstants('2026-10-25', '00:30', '02:30')!;
    expect(autumn.endsAt.getTime() - autumn.startsAt.getTime()).toBe(3 * 3_600_000);
  });

  it('is nothing at all when the clocks going forward swallow it', () => {
    expect(blockInstants('2026-03-29', '01:00', '01:30')).toBeNull();
    expect(blockInstants('2026-03-29', '01:00', '02:30')).toEqual({ startsAt: new Date('2026-03-29T01:00:00Z'), endsAt: new Date('2026-03-29T01:30:00Z') });
  });

  it('names the booking it would cover, to move or cancel first', () => {
    expect(blockOverBookingMessage({ serviceName: 'Gel Manicure', customerFirstName: 'Amy', date: '2026-06-10', time: '14:00' })).toBe(
      'That time is booked: Gel Manicure with Amy on Wed 10 Jun 2026 at 14:00. Move or cancel that booking first.',
    );
    expect(blockOverBookingMessage({ serviceName: 'Gel Manicure', customerFirstName: ' ', date: '2026-06-10', time: '14:00' })).toBe(
      'That time is booked: Gel Manicure on Wed 10 Jun 2026 at 14:00. Move or cancel that booking first.',
    );
  });
});

describe("the diary's range", () => {
  it.each([
    ['2026-06-01', '2026-06-01', true],
    ['2026-06-01', '2026-07-12', true],
    ['2026-06-01', '2026-07-13', false],
    ['2026-06-02', '2026-06-01', false],
  ])('%s to %s: %s', (from, to, expected) => {
    expect(isDiaryRange(from, to)).toBe(expected);
  });
});
