import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking-status';
import { bookingIdRangeOf, isHighValue, isRefundDue, paymentLabel, PAYMENT_LABELS, processingSplitNote, shortBookingId } from './admin-booking-labels';
import { priceBooking } from './pricing';

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

describe('a booking by the id the table shows', () => {
  const id = '3f2a9b1c-5d6e-4f70-8a91-b2c3d4e5f607';
  it('shows the first 8 characters in capitals, and finds the ids starting with them, in any case, with or without #', () => {
    expect(shortBookingId(id)).toBe('3F2A9B1C');
    for (const term of ['3F2A9B1C', '3f2a9b1c', ' #3F2A9B1C ']) {
      const range = bookingIdRangeOf(term)!;
      expect(range).toEqual({ from: '3f2a9b1c-0000-0000-0000-000000000000', to: '3f2a9b1c-ffff-ffff-ffff-ffffffffffff' });
      expect(id >= range.from && id <= range.to).toBe(true);
    }
  });

  it('is no id for any other term', () => {
    for (const term of ['3F2A9B1', '3F2A9B1CD', 'lena fisc', '', 'zzzzzzzz']) expect(bookingIdRangeOf(term)).toBeNull();
  });
});

describe('processingSplitNote (decision 038)', () => {
  it('says how the processor’s fee was shared: an £18 treatment’s 97p is 82p from the salon and 15p from Lull', () => {
    const priced = priceBooking({ pricePence: 1800, offPeakPricePence: null, date: '2026-06-10', time: '09:00', availableCreditPence: 0 });
    expect(processingSplitNote(priced)).toBe("£0.82 from the salon's price, £0.15 from Lull's booking fee");
  });

  it('puts all of it on the salon’s price for a booking priced before the rule, and all on Lull for a £0 service', () => {
    expect(processingSplitNote({ originalPricePence: 1800, discountAmountPence: 0, processingFeePence: 97, merchantPayoutPence: 1703 })).toBe(
      "£0.97 from the salon's price, £0.00 from Lull's booking fee",
    );
    expect(processingSplitNote({ originalPricePence: 0, discountAmountPence: 0, processingFeePence: 45, merchantPayoutPence: 0 })).toBe(
      "£0.00 from the salon's price, £0.45 from Lull's booking fee",
    );
  });
});
