import { describe, expect, it } from 'vitest';
import { customerCanCancel } from './booking-status';
import {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_WORDS,
  CANNOT_CANCEL_WITHIN_NOTICE,
  givesCancellationNotice,
  isWithinCancellationNotice,
} from './cancellation-notice';
import { londonInstant } from './london-time';
import { refundForCancellation } from './pricing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = londonInstant('2026-06-10', '12:00');
const paid = { finalPricePence: 3500, platformFeePence: 500, processingFeePence: 132, creditsUsedPence: 0 };

describe('the cancellation notice', () => {
  it('is 24 real hours, said as "24 hours" in its message', () => {
    expect(CANCELLATION_NOTICE_HOURS).toBe(24);
    expect(CANCELLATION_NOTICE_WORDS).toBe('24 hours');
    expect(CANNOT_CANCEL_WITHIN_NOTICE).toBe('Cannot cancel - less than 24 hours before appointment');
  });

  it.each([
    ['exactly the notice ahead', CANCELLATION_NOTICE_HOURS * HOUR, true],
    ['a minute short of it', CANCELLATION_NOTICE_HOURS * HOUR - MINUTE, false],
    ['a week ahead', 7 * 24 * HOUR, true],
    ['an hour ahead', HOUR, false],
  ])('%s: gives the notice %s', (_name, ahead, gives) => {
    const startsAt = new Date(NOW.getTime() + ahead);
    expect(givesCancellationNotice(NOW, startsAt)).toBe(gives);
    expect(isWithinCancellationNotice(NOW, startsAt)).toBe(!gives);
  });

  it('counts real hours across the clocks going back: 25 hours by the wall clock is 24 real ones', () => {
    // Sunday 25 October 2026 the clocks go back an hour in London.
    const startsAt = londonInstant('2026-10-25', '10:00');
    expect(givesCancellationNotice(londonInstant('2026-10-24', '11:00'), startsAt)).toBe(true);
    expect(givesCancellationNotice(londonInstant('2026-10-24', '11:01'), startsAt)).toBe(false);
  });

  it('is the one answer both the refund and the customer\'s Cancel ask, minute by minute around it', () => {
    for (let minutes = 22 * 60; minutes <= 26 * 60; minutes += 1) {
      const startsAt = new Date(NOW.getTime() + minutes * MINUTE);
      const gives = givesCancellationNotice(NOW, startsAt);
      expect(refundForCancellation({ booking: { ...paid, startsAt }, now: NOW }).eligible).toBe(gives);
      expect(customerCanCancel({ status: 'confirmed', startsAt }, NOW).allowed).toBe(gives);
    }
  });
});
