import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking-status';
import { isHighValue, isRefundDue, paymentLabel, PAYMENT_LABELS } from './admin-booking-labels';

describe('the admin bookings badges', () => {
  it('calls £100 or more High Value, and £99.99 not', () => {
    expect(isHighValue(10_000)).toBe(true);
    expect(isHighValue(12_345)).toBe(true);
    expect(isHighValue(9_999)).toBe(false);
    expect(isHighValue(0)).toBe(false);
  });

  it('shows Refund Due only while a refund request waits', () => {
    expect(isRefundDue('pending')).toBe(true);
    expect(isRefundDue('completed')).toBe(false);
    expect(isRefundDue(null)).toBe(false);
  });
});

describe('the payment label', () => {
  it('says Paid for confirmed, completed and no-show, Processing for pending', () => {
    for (const status of ['confirmed', 'completed', 'no_show'] as const) expect(paymentLabel({ status, paid: true, refund: null })).toBe('Paid');
    expect(paymentLabel({ status: 'pending', paid: false, refund: null })).toBe('Processing');
  });

  it('tells the cancellations apart by what happened to the money', () => {
    expect(paymentLabel({ status: 'cancelled', paid: true, refund: 'pending' })).toBe('Refund Needed');
    expect(paymentLabel({ status: 'cancelled', paid: true, refund: 'completed' })).toBe('Refunded');
    expect(paymentLabel({ status: 'cancelled', paid: true, refund: null })).toBe('Not refunded');
    expect(paymentLabel({ status: 'cancelled', paid: false, refund: null })).toBe('Not charged');
    expect(paymentLabel({ status: 'expired', paid: false, refund: null })).toBe('Not charged');
  });

  it('answers one of the labels for every status', () => {
    for (const status of BOOKING_STATUSES) {
      for (const refund of ['pending', 'completed', null] as const) {
        expect(PAYMENT_LABELS).toContain(paymentLabel({ status, paid: status !== 'pending', refund }));
      }
    }
  });
});
