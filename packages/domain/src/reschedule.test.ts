import { describe, expect, it } from 'vitest';
import { cancellationAfterSalonMove, customerCanReschedule } from './booking-status';
import { CANNOT_RESCHEDULE_WITHIN_NOTICE } from './cancellation-notice';
import { londonInstant } from './london-time';
import { priceBooking, priceChangeWords, processingFee, repriceForMove } from './pricing';

const NOW = londonInstant('2026-06-10', '12:00');
const at = (date: string, time: string) => priceBooking({ pricePence: 4000, offPeakPricePence: 3000, date, time, availableCreditPence: 0 });

describe('customerCanReschedule', () => {
  it('allows a confirmed booking at least 24 real hours away, to the minute', () => {
    expect(customerCanReschedule({ status: 'confirmed', startsAt: londonInstant('2026-06-11', '12:00') }, NOW)).toEqual({ allowed: true });
    expect(customerCanReschedule({ status: 'confirmed', startsAt: londonInstant('2026-06-11', '11:59') }, NOW)).toEqual({ allowed: false, reason: 'within_24_hours' });
  });

  it('refuses anything but a confirmed booking, and one that started', () => {
    for (const status of ['pending', 'cancelled', 'completed', 'no_show', 'expired'] as const) {
      expect(customerCanReschedule({ status, startsAt: londonInstant('2026-06-20', '12:00') }, NOW)).toEqual({ allowed: false, reason: 'not_confirmed' });
    }
    expect(customerCanReschedule({ status: 'confirmed', startsAt: NOW }, NOW)).toEqual({ allowed: false, reason: 'past' });
  });

  it('says why in the words of the cancellation notice', () => {
    expect(CANNOT_RESCHEDULE_WITHIN_NOTICE).toBe('Cannot reschedule - less than 24 hours before appointment');
  });
});

describe('cancellationAfterSalonMove', () => {
  it('is free after a pending or declined proposal, not after an accepted or withdrawn one', () => {
    expect(cancellationAfterSalonMove([{ status: 'pending' }])).toBe(true);
    expect(cancellationAfterSalonMove([{ status: 'accepted' }, { status: 'declined' }])).toBe(true);
    expect(cancellationAfterSalonMove([{ status: 'accepted' }, { status: 'withdrawn' }])).toBe(false);
    expect(cancellationAfterSalonMove([])).toBe(false);
  });
});

describe('repriceForMove', () => {
  const peak = at('2026-06-15', '16:00'); // £40 + £5
  const offPeak = at('2026-06-15', '11:00'); // £30 + £5

  it('to a cheaper time gives the credit used back first, then the rest to the card, and keeps the processing taken', () => {
    const booking = { finalPricePence: peak.finalPricePence, creditsUsedPence: 400, processingFeePence: peak.processingFeePence };
    const move = repriceForMove(booking, offPeak);
    expect(move).toMatchObject({ differencePence: -1000, creditBackPence: 400, cardBackPence: 600, cardDuePence: 0 });
    expect(move.prices).toMatchObject({
      finalPricePence: 3500,
      creditsUsedPence: 0,
      processingFeePence: peak.processingFeePence,
      merchantPayoutPence: offPeak.merchantPayoutPence,
      discountAmountPence: 1000,
      offPeakApplied: true,
    });
  });

  it('returns a difference smaller than the credit used as credit only', () => {
    const move = repriceForMove({ finalPricePence: 4500, creditsUsedPence: 2000, processingFeePence: 160 }, offPeak);
    expect(move).toMatchObject({ creditBackPence: 1000, cardBackPence: 0 });
    expect(move.prices.creditsUsedPence).toBe(1000);
  });

  it('to a dearer time asks the card for the difference and adds that charge’s processing', () => {
    const move = repriceForMove({ finalPricePence: offPeak.finalPricePence, creditsUsedPence: 500, processingFeePence: offPeak.processingFeePence }, peak);
    expect(move).toMatchObject({ differencePence: 1000, creditBackPence: 0, cardBackPence: 0, cardDuePence: 1000 });
    expect(move.prices).toMatchObject({ finalPricePence: 4500, creditsUsedPence: 500, processingFeePence: offPeak.processingFeePence + processingFee(1000) });
  });

  it('at the same price changes nothing that was paid', () => {
    const move = repriceForMove({ finalPricePence: 4500, creditsUsedPence: 0, processingFeePence: peak.processingFeePence }, at('2026-06-16', '16:00'));
    expect(move).toMatchObject({ differencePence: 0, creditBackPence: 0, cardBackPence: 0, cardDuePence: 0 });
    expect(priceChangeWords(0)).toBe('Same price');
    expect(priceChangeWords(-600)).toBe('£6.00 back to you');
    expect(priceChangeWords(400)).toBe('£4.00 more, paid by card');
  });
});
