import { HOLD_MINUTES } from './booking-status';
import { CANCELLATION_NOTICE_HOURS, CANCELLATION_NOTICE_WORDS } from './cancellation-notice';
import { CREDIT_LIFETIME_DAYS, MAX_CREDIT_PER_BOOKING_PENCE, REFERRAL_REWARD_PENCE, WELCOME_CREDIT_PENCE } from './credits';
import type { Weekday } from './london-time';
import { formatPenceAsMoney, type Pence } from './money';
import { DEFAULT_OFF_PEAK_WINDOWS } from './off-peak';
import { PASSWORD_RESET_LINK_MINUTES } from './password-reset';
import { DEFAULT_MINIMUM_PAYOUT_PENCE, MINIMUM_PAYOUT_FLOOR_PENCE } from './payout-schedule';
import { PLATFORM_FEE_PENCE, PROCESSING_FIXED_PENCE, PROCESSING_PER_MILLE, processingShares } from './pricing';

/*
 * The figures the words state (the site's pages, the API's mails, the demo's terms), built from the rules' constants
 * so that changing a rule (the booking fee, say) cannot leave a text promising the old one (decision 044).
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
  cancellationNotice: CANCELLATION_NOTICE_WORDS,
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
  /** '£10' and '£5': a salon's payout minimum unless it chooses, and the least it may choose. */
  defaultMinimumPayout: formatMoneyInWords(DEFAULT_MINIMUM_PAYOUT_PENCE),
  minimumPayoutFloor: formatMoneyInWords(MINIMUM_PAYOUT_FLOOR_PENCE),
  /** Default off-peak hours: Monday to Friday (10:00–15:00) and Saturday and Sunday (18:00–22:00). */
  offPeakWeekdays: defaultWindowOn(1),
  offPeakWeekends: defaultWindowOn(6),
} as const;
