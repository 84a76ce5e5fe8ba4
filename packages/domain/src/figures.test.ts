import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from './booking-status';
import { CANCELLATION_NOTICE_HOURS } from './cancellation-notice';
import { CREDIT_LIFETIME_DAYS, MAX_CREDIT_PER_BOOKING_PENCE, REFERRAL_REWARD_PENCE, WELCOME_CREDIT_PENCE } from './credits';
import { FIGURES, formatMoneyInWords } from './figures';
import { DEFAULT_MINIMUM_PAYOUT_PENCE, MINIMUM_PAYOUT_FLOOR_PENCE } from './payout-schedule';
import { PLATFORM_FEE_PENCE, PROCESSING_FIXED_PENCE, PROCESSING_PER_MILLE, processingFee } from './pricing';

describe('the figures the pages state', () => {
  it('writes whole pounds without pence, as prose does', () => {
    expect(formatMoneyInWords(500)).toBe('£5');
    expect(formatMoneyInWords(146)).toBe('£1.46');
    expect(formatMoneyInWords(3054)).toBe('£30.54');
  });

  it('reads the processing fee’s rate and fixed part back off the domain’s formula', () => {
    const rate = Number.parseFloat(FIGURES.processingRate) / 100;
    const fixed = Number.parseInt(FIGURES.processingFixed, 10);
    for (const base of [0, 3500, 4000, 123_456]) expect(processingFee(base)).toBe(Math.floor(rate * base + 0.5 + 1e-9) + fixed);
  });

  it('works the salon’s processing through an £18 treatment: 2.9% of £18 + 30p is 82p, so the salon receives £17.18 (decision 038)', () => {
    expect(FIGURES.payoutExample).toEqual({ price: '£18', processing: '82p', payout: '£17.18' });
  });

  it('says the default off-peak hours as times of day', () => {
    expect(FIGURES.offPeakWeekdays.start).toMatch(/^\d\d:\d\d$/);
    expect(FIGURES.offPeakWeekends.end).toMatch(/^\d\d:\d\d$/);
  });
});

describe('the figures come from the rules’ constants (decision 044)', () => {
  it('states each rule’s figure as its constant formats', () => {
    expect(FIGURES.bookingFee).toBe(formatMoneyInWords(PLATFORM_FEE_PENCE));
    expect(FIGURES.maxCreditPerBooking).toBe(formatMoneyInWords(MAX_CREDIT_PER_BOOKING_PENCE));
    expect(FIGURES.welcomeCredit).toBe(formatMoneyInWords(WELCOME_CREDIT_PENCE));
    expect(FIGURES.referralReward).toBe(formatMoneyInWords(REFERRAL_REWARD_PENCE));
    expect(FIGURES.creditLifetime).toBe(`${CREDIT_LIFETIME_DAYS} days`);
    expect(FIGURES.cancellationNotice).toBe(`${CANCELLATION_NOTICE_HOURS} hours`);
    expect(FIGURES.processingRate).toBe(`${PROCESSING_PER_MILLE / 10}%`);
    expect(FIGURES.processingFixed).toBe(`${PROCESSING_FIXED_PENCE}p`);
    expect(FIGURES.defaultMinimumPayout).toBe(formatMoneyInWords(DEFAULT_MINIMUM_PAYOUT_PENCE));
    expect(FIGURES.minimumPayoutFloor).toBe(formatMoneyInWords(MINIMUM_PAYOUT_FLOOR_PENCE));
    expect(FIGURES.hold).toBe(`${HOLD_MINUTES} minutes`);
  });

  it('are today’s figures: £5 fee and credit cap, £3 welcome and referral credit, 30 days, 24 hours, 2.9% + 30p, £10 and £5 payouts', () => {
    expect(FIGURES).toMatchObject({
      bookingFee: '£5',
      maxCreditPerBooking: '£5',
      welcomeCredit: '£3',
      referralReward: '£3',
      creditLifetime: '30 days',
      cancellationNotice: '24 hours',
      cancellationNoticeInDays: 'a day',
      processingRate: '2.9%',
      processingFixed: '30p',
      defaultMinimumPayout: '£10',
      minimumPayoutFloor: '£5',
      hold: '5 minutes',
    });
  });
});
