import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingMoneyOutcome, type MoneySplit, splitBookingMoney } from './booking-money';
import { addDaysToDate, londonInstant, timeOf } from './london-time';
import { merchantOffPeakPricing } from './off-peak';
import { priceBooking, refundForBusinessClosure, refundForCancellation } from './pricing';

const CONFIRMED_AT = new Date('2026-05-01T09:00:00Z');

function bookingOf(pricePence: number, availableCreditPence: number, status: 'confirmed' | 'completed' | 'no_show' | 'cancelled' = 'confirmed') {
  const p = priceBooking({ pricePence, offPeakPricePence: null, date: '2026-06-03', time: '10:00', availableCreditPence });
  return { ...p, status, confirmedAt: CONFIRMED_AT };
}

const total = (s: MoneySplit) => s.returnedPence + s.salonPence + s.processorPence + s.lullPence + s.heldPence;

describe('splitBookingMoney', () => {
  it('a £40 treatment completed: the salon £38.54, the processor £1.61, Lull its £5 fee less the 15p of processing on it (decision 038)', () => {
    const split = splitBookingMoney(bookingOf(4000, 0, 'completed'), { kind: 'settled' });
    // The salon bears 2.9 % of £40 + 30p = £1.46; the processor's £1.61 is on the whole £45.
    expect(split).toEqual({ paidPence: 4500, returnedPence: 0, salonPence: 3854, processorPence: 161, lullPence: 485, heldPence: 0 });
  });

  it('the £0 Skin Consultation: the customer pays £5, the processor takes 45p, the salon nothing, Lull £4.55', () => {
    const split = splitBookingMoney(bookingOf(0, 0, 'completed'), { kind: 'settled' });
    expect(split).toEqual({ paidPence: 500, returnedPence: 0, salonPence: 0, processorPence: 45, lullPence: 455, heldPence: 0 });
  });

  it('a confirmed booking is held until it settles or is refunded', () => {
    expect(splitBookingMoney(bookingOf(4000, 300), { kind: 'held' })).toEqual({ paidPence: 4500, returnedPence: 0, salonPence: 0, processorPence: 0, lullPence: 0, heldPence: 4500 });
  });

  it('a cancellation 24 hours ahead with £3 of credit: credit back now, the card part held until an admin pays it', () => {
    const booking = bookingOf(4000, 300, 'cancelled');
    const refund = refundForCancellation({ booking: { ...booking, startsAt: londonInstant('2026-06-03', '10:00') }, now: new Date('2026-06-01T10:00:00Z') });
    const refundPence = refund.creditsRestoredPence + refund.cardRefundPence;
    const pending = splitBookingMoney(booking, { kind: 'refunded', refundPence, pendingPence: refund.cardRefundPence });
    expect(pending).toMatchObject({ returnedPence: 300, heldPence: 3539, salonPence: 0, processorPence: 161, lullPence: 500 });
    const paidBack = splitBookingMoney(booking, { kind: 'refunded', refundPence, pendingPence: 0 });
    expect(paidBack).toMatchObject({ returnedPence: 3839, heldPence: 0, lullPence: 500 });
  });

  it('a business removed from Lull refunds everything: Lull bears the processing fee', () => {
    const booking = bookingOf(4000, 0, 'cancelled');
    const split = splitBookingMoney(booking, { kind: 'refunded', refundPence: 4500, pendingPence: 0 });
    expect(split).toEqual({ paidPence: 4500, returnedPence: 4500, salonPence: 0, processorPence: 161, lullPence: -161, heldPence: 0 });
  });

  it('an unpaid hold moved no money', () => {
    const hold = { ...bookingOf(4000, 0, 'cancelled'), confirmedAt: null };
    expect(total(splitBookingMoney(hold, { kind: 'held' }))).toBe(0);
  });
});

describe('the booking money identity (decision 020)', () => {
  const dates = fc.integer({ min: 0, max: 400 }).map((offset) => addDaysToDate('2026-01-01', offset));
  const times = fc.integer({ min: 6 * 60, max: 22 * 60 }).map(timeOf);
  // No merchant pricing (the service's own off-peak price), a merchant's percentage off, or its fixed price.
  const merchantPricings = fc.oneof(
    fc.constant(null),
    fc.record({ mode: fc.constantFrom('percentage' as const, 'fixed' as const), percent: fc.integer({ min: 5, max: 50 }), fixedPricePence: fc.integer({ min: 0, max: 20_000 }) }),
  );
  const endings = fc.constantFrom('completed', 'no_show', 'cancel', 'business_closed', 'upcoming');

  it('what the customer paid is what came back plus what the salon, the processor and Lull kept, to the penny', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
        merchantPricings,
        dates,
        times,
        fc.integer({ min: 0, max: 2000 }),
        endings,
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        fc.boolean(),
        (pricePence, offPeakPricePence, pricing, date, time, availableCreditPence, ending, minutesBefore, cardRefundPaid) => {
          const everyDay = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({ dayOfWeek, start: '06:00', end: '22:00', discountPercentage: pricing?.percent ?? 5, isActive: true }));
          const merchantPricing = pricing ? merchantOffPeakPricing({ affected: true, schedules: everyDay, mode: pricing.mode, fixedPricePence: pricing.fixedPricePence }) : null;
          const price = priceBooking({ pricePence, offPeakPricePence, date, time, availableCreditPence, merchantPricing });
          const startsAt = londonInstant(date, time);
          const cancelledAt = new Date(startsAt.getTime() - minutesBefore * 60_000);
          const paid = { ...price, confirmedAt: CONFIRMED_AT, startsAt };

          let split: MoneySplit;
          if (ending === 'completed' || ending === 'no_show') {
            split = splitBookingMoney({ ...paid, status: ending }, { kind: 'settled' });
          } else if (ending === 'upcoming') {
            split = splitBookingMoney({ ...paid, status: 'confirmed' }, { kind: 'held' });
          } else {
            const refund = ending === 'business_closed' ? refundForBusinessClosure(paid) : refundForCancellation({ booking: paid, now: cancelledAt });
            // A late cancellation refunds nothing and settles to the salon like a no-show once its time has passed.
            const outcome: BookingMoneyOutcome = refund.eligible
              ? { kind: 'refunded', refundPence: refund.creditsRestoredPence + refund.cardRefundPence, pendingPence: cardRefundPaid ? 0 : refund.cardRefundPence }
              : { kind: 'settled' };
            split = splitBookingMoney({ ...paid, status: 'cancelled' }, outcome);
            expect(refund.creditsRestoredPence + refund.cardRefundPence).toBeLessThanOrEqual(price.finalPricePence);
          }

          expect(split.paidPence).toBe(price.creditsUsedPence + price.cardAmountPence);
          expect(total(split)).toBe(split.paidPence);
          expect(split.salonPence).toBeGreaterThanOrEqual(0);
          expect(split.returnedPence).toBeGreaterThanOrEqual(0);
          expect(split.heldPence).toBeGreaterThanOrEqual(0);
          // Lull never keeps more than its fee, and never loses more than the processing fee it paid.
          expect(split.lullPence).toBeLessThanOrEqual(price.platformFeePence);
          expect(split.lullPence).toBeGreaterThanOrEqual(-price.processingFeePence);
          // A salon is paid only for a booking it settled, and then exactly its stored payout.
          expect(split.salonPence).toBe(ending === 'completed' || ending === 'no_show' || (ending === 'cancel' && minutesBefore < 24 * 60) ? price.merchantPayoutPence : 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
