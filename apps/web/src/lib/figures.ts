import { HOLD_MINUTES } from '@lull/domain/booking-status';
import type { Weekday } from '@lull/domain/london-time';
import { CREDIT_LIFETIME_DAYS, formatPenceAsMoney, REFERRAL_REWARD_PENCE, WELCOME_CREDIT_PENCE, type Pence } from '@lull/domain/money';
import { DEFAULT_OFF_PEAK_WINDOWS } from '@lull/domain/off-peak';
import { PASSWORD_RESET_LINK_MINUTES } from '@lull/domain/password-reset';
import {
  CANCELLATION_NOTICE_HOURS,
  MAX_CREDIT_PER_BOOKING_PENCE,
  PLATFORM_FEE_PENCE,
  PROCESSING_FIXED_PENCE,
  PROCESSING_PER_MILLE,
  processingShares,
} from '@lull/domain/pricing';

/*
 * The figures the site's words state, built from the rules in packages/domain, so that changing a rule
 * (the booking fee, say) cannot leave a page promising the old one.
 */

/** Money as prose writes it: '£5' for whole pounds, '£1.46' otherwise. */
export function formatMoneyInWords(pence: Pence): string {
  return formatPenceAsMoney(pence).replace(/\.00$/, '');
}

/** '30 days', '1 hour'. */
function countOf(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const PROCESSING_RATE_PERCENT = PROCESSING_PER_MILLE / 10;

/** '82p' below a pound, '£17.18' from it. */
function penceInWords(pence: Pence): string {
  return pence < 100 ? `${pence}p` : formatMoneyInWords(pence);
}

/** The treatment the salon's pages work the processing fee through (decision 038: the salon bears it on its price only). */
const EXAMPLE_PRICE_PENCE: Pence = 1800;
const exampleSalonProcessing = processingShares(EXAMPLE_PRICE_PENCE).salonPence;

/** Lull's default off-peak hours on a weekday: one span for Monday to Friday, one for the weekend. */
function defaultWindowOn(dayOfWeek: Weekday): { start: string; end: string } {
  const window = DEFAULT_OFF_PEAK_WINDOWS.find((w) => w.dayOfWeek === dayOfWeek);
  if (window === undefined) throw new Error(`No default off-peak window on day ${dayOfWeek}`);
  return { start: window.start, end: window.end };
}

export const FIGURES = {
  /** '£5': the Off-Peak Booking Fee on every booking. */
  bookingFee: formatMoneyInWords(PLATFORM_FEE_PENCE),
  /** '£5': the most credit one booking can use. */
  maxCreditPerBooking: formatMoneyInWords(MAX_CREDIT_PER_BOOKING_PENCE),
  welcomeCredit: formatMoneyInWords(WELCOME_CREDIT_PENCE),
  referralReward: formatMoneyInWords(REFERRAL_REWARD_PENCE),
  /** '30 days': how long credit lasts. */
  creditLifetime: countOf(CREDIT_LIFETIME_DAYS, 'day'),
  /** '24 hours': how far ahead a cancellation must be for a refund. */
  cancellationNotice: countOf(CANCELLATION_NOTICE_HOURS, 'hour'),
  /** The same notice said as days when it is whole days: 'a day', '2 days'. */
  cancellationNoticeInDays:
    CANCELLATION_NOTICE_HOURS % 24 === 0
      ? CANCELLATION_NOTICE_HOURS === 24
        ? 'a day'
        : countOf(CANCELLATION_NOTICE_HOURS / 24, 'day')
      : countOf(CANCELLATION_NOTICE_HOURS, 'hour'),
  /** 'an hour': how long a password-reset link works. */
  resetLinkLifetime: PASSWORD_RESET_LINK_MINUTES === 60 ? 'an hour' : countOf(PASSWORD_RESET_LINK_MINUTES, 'minute'),
  /** '5 minutes': how long a time is held while the customer pays. */
  hold: countOf(HOLD_MINUTES, 'minute'),
  /** '2.9%' and '30p': card processing. */
  processingRate: `${PROCESSING_RATE_PERCENT}%`,
  processingFixed: penceInWords(PROCESSING_FIXED_PENCE),
  /** An £18 treatment: the salon's processing (82p) and what it receives (£17.18), by `processingShares`. */
  payoutExample: {
    price: formatMoneyInWords(EXAMPLE_PRICE_PENCE),
    processing: penceInWords(exampleSalonProcessing),
    payout: formatMoneyInWords(EXAMPLE_PRICE_PENCE - exampleSalonProcessing),
  },
  /** Default off-peak hours: Monday to Friday (10:00–15:00) and Saturday and Sunday (18:00–22:00). */
  offPeakWeekdays: defaultWindowOn(1),
  offPeakWeekends: defaultWindowOn(6),
} as const;
