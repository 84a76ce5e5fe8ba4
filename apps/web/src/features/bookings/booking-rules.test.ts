import { describe, expect, it } from 'vitest';

import { bookNowBlocker, canBookNow, cancelOption, refundPreview, sectionBookings } from './booking-rules';
import { makeBooking } from './test-bookings';

const ready = { time: '10:00', agreedToTerms: true, hasPolicy: false, agreedToPolicy: false, processing: false };

describe('Book Now', () => {
  it('is enabled with a time and the terms agreed when the business has no policy', () => {
    expect(canBookNow(ready)).toBe(true);
  });

  it('needs a time, then the terms, then the policy when there is one, and never while processing', () => {
    expect(bookNowBlocker({ ...ready, time: null })).toBe('Choose a time to continue.');
    expect(bookNowBlocker({ ...ready, agreedToTerms: false })).toBe('Please agree to the booking terms to continue.');
    expect(bookNowBlocker({ ...ready, hasPolicy: true })).toMatch(/booking policy/);
    expect(canBookNow({ ...ready, hasPolicy: true, agreedToPolicy: true })).toBe(true);
    expect(canBookNow({ ...ready, processing: true })).toBe(false);
  });
});

describe('My Bookings sections', () => {
  // Saturday 21 Nov 2026, 12:00 GMT (London).
  const now = new Date('2026-11-21T12:00:00Z');

  it('puts future live bookings under upcoming, soonest first, and finished ones under past, latest first', () => {
    const later = makeBooking({ booking_date: '2026-11-28' });
    const sooner = makeBooking({ booking_date: '2026-11-24' });
    const live = makeBooking({ status: 'pending', booking_date: '2026-11-23', hold_expires_at: '2026-11-21T12:03:00Z' });
    const cancelledFuture = makeBooking({ status: 'cancelled', booking_date: '2026-11-30' });
    const done = makeBooking({ status: 'completed', booking_date: '2026-11-10' });
    const startedConfirmed = makeBooking({ booking_date: '2026-11-21', booking_time: '11:30' });
    const { upcoming, past } = sectionBookings([later, done, sooner, cancelledFuture, live, startedConfirmed], now);
    expect(upcoming.map((b) => b.id)).toEqual([live.id, sooner.id, later.id]);
    expect(past.map((b) => b.id)).toEqual([cancelledFuture.id, startedConfirmed.id, done.id]);
  });

  it('hides a pending booking whose hold has run out, and an expired one', () => {
    const stale = makeBooking({ status: 'pending', hold_expires_at: '2026-11-21T11:59:00Z' });
    const expired = makeBooking({ status: 'expired' });
    expect(sectionBookings([stale, expired], now)).toEqual({ upcoming: [], past: [] });
  });

  it('offers Cancel 24 hours or more ahead, says why not within 24 hours, and says nothing for past or final ones', () => {
    expect(cancelOption(makeBooking({ booking_date: '2026-11-22', booking_time: '12:00' }), now)).toEqual({ kind: 'cancel' });
    expect(cancelOption(makeBooking({ booking_date: '2026-11-22', booking_time: '11:30' }), now)).toEqual({
      kind: 'too-late',
      message: 'Cannot cancel - less than 24 hours before appointment',
    });
    expect(cancelOption(makeBooking({ booking_date: '2026-11-20' }), now)).toEqual({ kind: 'none' });
    expect(cancelOption(makeBooking({ status: 'cancelled' }), now)).toEqual({ kind: 'none' });
  });

  it('previews the refund: a pending hold is released, a paid booking gets credits and the card less the fees', () => {
    expect(refundPreview(makeBooking({ status: 'pending' }), now)).toEqual({ kind: 'hold' });
    // £27 paid, £3 of it in credit: the card gets 27 − 5 fee − processing (0.029 × 27 + 0.30 = £1.08) − 3 = £17.92.
    expect(refundPreview(makeBooking(), now)).toEqual({ kind: 'refund', creditsRestoredPence: 300, cardRefundPence: 1792 });
  });
});
