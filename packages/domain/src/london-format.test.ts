import { describe, expect, it } from 'vitest';
import { formatLondonDate, formatLondonDateOf, formatLondonDateTime, formatLondonDayShort, formatLondonInstant } from './london-format';

describe('one London date-and-time format', () => {
  it('writes a booking date and time as "Wed 2 Dec 2026 at 12:00"', () => {
    expect(formatLondonDateTime('2026-12-02', '12:00')).toBe('Wed 2 Dec 2026 at 12:00');
    expect(formatLondonDateTime('2027-01-31', '09:05')).toBe('Sun 31 Jan 2027 at 09:05');
  });

  it('writes the date alone, and the short day for tight spaces', () => {
    expect(formatLondonDate('2026-11-30')).toBe('Mon 30 Nov 2026');
    expect(formatLondonDayShort('2026-11-30')).toBe('Mon 30 Nov');
  });

  it('reads an instant in GMT as London shows it (winter: London is UTC)', () => {
    expect(formatLondonInstant(new Date('2026-12-02T12:00:00Z'))).toBe('Wed 2 Dec 2026 at 12:00');
    expect(formatLondonInstant('2026-11-30T23:30:00.000Z')).toBe('Mon 30 Nov 2026 at 23:30');
  });

  it('reads an instant in BST an hour ahead of UTC, and across midnight onto the next day', () => {
    expect(formatLondonInstant(new Date('2026-06-12T09:00:00Z'))).toBe('Fri 12 Jun 2026 at 10:00');
    expect(formatLondonInstant(new Date('2026-06-12T23:30:00Z'))).toBe('Sat 13 Jun 2026 at 00:30');
    expect(formatLondonDateOf('2026-06-12T23:30:00Z')).toBe('Sat 13 Jun 2026');
  });

  it('follows the clock changes: the last Sunday of March and of October', () => {
    // 01:30Z on 29 March 2026 is 02:30 BST (the clocks went forward at 01:00Z); on 25 October it is 01:30 GMT.
    expect(formatLondonInstant(new Date('2026-03-29T01:30:00Z'))).toBe('Sun 29 Mar 2026 at 02:30');
    expect(formatLondonInstant(new Date('2026-10-25T01:30:00Z'))).toBe('Sun 25 Oct 2026 at 01:30');
  });

  it('refuses what is not a calendar date rather than writing nonsense', () => {
    expect(() => formatLondonDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatLondonInstant('not a date')).toThrow(RangeError);
  });
});
