import { describe, expect, it } from 'vitest';
import { priceBooking, refundForBusinessClosure, refundForCancellation } from './pricing';
import { londonInstant } from './london-time';
import { type BookingRecords, reconcile, reconcileBooking } from './reconciliation';

const CONFIRMED_AT = new Date('2026-05-01T09:00:00Z');

/** A £40 treatment paid on 1 May: £45 with Lull's fee, `creditPence` of it in credit. */
function paid(status: BookingRecords['status'], creditPence = 0, id = 'b1') {
  const price = priceBooking({ pricePence: 4000, offPeakPricePence: null, date: '2026-06-03', time: '10:00', availableCreditPence: creditPence });
  return {
    ...price,
    id,
    status,
    confirmedAt: CONFIRMED_AT,
    paidOn: '2026-05-01',
    cardChargedPence: price.cardAmountPence,
    creditSpentPence: price.creditsUsedPence,
    creditReturnedPence: 0,
    cardRefundedPence: 0,
    cardRefundOwedPence: 0,
    cancellationRefund: null,
    settledPence: null,
    paidOutPence: 0,
  } satisfies BookingRecords;
}

describe('reconcileBooking', () => {
  it('a paid booking to come is held whole', () => {
    expect(reconcileBooking(paid('confirmed', 300))).toMatchObject({ cardChargesPence: 4200, creditSpentPence: 300, moneyInPence: 4500, heldForAppointmentsPence: 4500, differencePence: 0 });
  });

  it('a completed booking: £38.54 to the salon (£30 of it paid out), £1.61 to the processor, £4.85 kept by Lull', () => {
    const figures = reconcileBooking({ ...paid('completed'), settledPence: 3854, paidOutPence: 3000 });
    expect(figures).toMatchObject({ paidOutToSalonsPence: 3000, owedToSalonsPence: 854, processingFeesPence: 161, lullFeesPence: 485, heldForAppointmentsPence: 0, differencePence: 0 });
  });

  it('a cancellation in time: the credit back at once, the card part owed until an admin pays it, and then paid', () => {
    const booking = { ...paid('cancelled', 300) };
    const refund = refundForCancellation({ booking: { ...booking, startsAt: londonInstant('2026-06-03', '10:00') }, now: new Date('2026-06-01T10:00:00Z') });
    const owed = { ...booking, creditReturnedPence: 300, cardRefundOwedPence: refund.cardRefundPence, cancellationRefund: { refundPence: 300 + refund.cardRefundPence, pendingPence: refund.cardRefundPence } };
    expect(reconcileBooking(owed)).toMatchObject({ creditReturnedPence: 300, cardRefundsOwedPence: 3539, lullFeesPence: 500, processingFeesPence: 161, differencePence: 0 });
    const repaid = { ...owed, cardRefundOwedPence: 0, cardRefundedPence: refund.cardRefundPence, cancellationRefund: { refundPence: 300 + refund.cardRefundPence, pendingPence: 0 } };
    expect(reconcileBooking(repaid)).toMatchObject({ refundedToCardsPence: 3539, cardRefundsOwedPence: 0, differencePence: 0 });
  });

  it('a refund in full: Lull bears the processing fee it cannot get back', () => {
    const booking = paid('cancelled');
    const refund = refundForBusinessClosure(booking);
    const figures = reconcileBooking({ ...booking, cardRefundedPence: refund.cardRefundPence, cancellationRefund: { refundPence: refund.cardRefundPence, pendingPence: 0 } });
    expect(figures).toMatchObject({ refundedToCardsPence: 4500, lullFeesPence: -161, processingFeesPence: 161, differencePence: 0 });
  });

  it('a settlement the salon’s ledger does not hold is a difference', () => {
    expect(reconcileBooking({ ...paid('completed'), settledPence: 3800 }).differencePence).toBe(54);
  });

  it('a charge the records do not explain is a difference', () => {
    expect(reconcileBooking({ ...paid('confirmed'), cardChargedPence: 9000 }).differencePence).toBe(4500);
  });
});

describe('reconcile', () => {
  it('adds each day and the whole period, and lists the bookings that do not add up', () => {
    const another = { ...paid('confirmed', 0, 'b2'), paidOn: '2026-05-03' };
    const wrong = { ...paid('completed', 0, 'b3'), settledPence: 3800, paidOn: '2026-05-03' };
    const result = reconcile([another, paid('confirmed'), wrong]);
    expect(result.days.map((day) => [day.date, day.bookings, day.moneyInPence, day.differencePence])).toEqual([
      ['2026-05-01', 1, 4500, 0],
      ['2026-05-03', 2, 9000, 54],
    ]);
    expect(result.totals).toMatchObject({ bookings: 3, moneyInPence: 13_500, differencePence: 54 });
    expect(result.differences).toEqual([{ bookingId: 'b3', paidOn: '2026-05-03', differencePence: 54 }]);
  });

  it('no bookings: nothing in, nothing out', () => {
    expect(reconcile([])).toMatchObject({ days: [], differences: [], totals: { bookings: 0, moneyInPence: 0, differencePence: 0 } });
  });
});
