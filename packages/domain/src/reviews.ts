import { z } from 'zod';
import type { BookingStatus } from './booking-status';
import { addDaysToDate, londonDateOf } from './london-time';

/** How long after the visit a customer may still review it (London calendar days, so DST never shifts it). */
export const REVIEW_WINDOW_DAYS = 90;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const HIDE_REASON_MAX = 500;

export const NOT_COMPLETED = 'You can review a booking once the salon has marked it completed.';
export const ALREADY_REVIEWED = 'You have already reviewed this booking.';
export const REVIEW_WINDOW_CLOSED = `Reviews can be left up to ${REVIEW_WINDOW_DAYS} days after the visit.`;
export const ALREADY_REPLIED = 'You have already replied to this review.';

export type ReviewEligibility =
  | { allowed: true; closesOn: string }
  | { allowed: false; reason: 'not_completed' | 'already_reviewed' | 'window_closed'; message: string };

/** The last London date (inclusive) on which a visit may be reviewed. */
export function reviewClosesOn(startsAt: Date): string {
  return addDaysToDate(londonDateOf(startsAt), REVIEW_WINDOW_DAYS);
}

/**
 * Whether the customer of a booking may review it now. Ownership is the caller's job (another customer's booking
 * is simply not found); this rule covers the booking's state: completed by the salon, not yet reviewed, and within
 * the window counted from the visit, not from when the salon got round to marking it.
 */
export function reviewEligibility(
  booking: { status: BookingStatus; startsAt: Date; completionConfirmedAt: Date | null },
  alreadyReviewed: boolean,
  now: Date,
): ReviewEligibility {
  if (alreadyReviewed) return { allowed: false, reason: 'already_reviewed', message: ALREADY_REVIEWED };
  if (booking.status !== 'completed' || booking.completionConfirmedAt === null) {
    return { allowed: false, reason: 'not_completed', message: NOT_COMPLETED };
  }
  const closesOn = reviewClosesOn(booking.startsAt);
  if (londonDateOf(now) > closesOn) return { allowed: false, reason: 'window_closed', message: REVIEW_WINDOW_CLOSED };
  return { allowed: true, closesOn };
}

/** Optional text: trimmed, and an empty box means no text. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max.toLocaleString('en-GB')} characters or fewer.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
  text: optionalText(REVIEW_TEXT_MAX, 'Your review'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const replyInputSchema = z.object({
  text: z
    .string({ error: 'Write your reply.' })
    .trim()
    .min(1, 'Write your reply.')
    .max(REVIEW_REPLY_MAX, `Your reply must be ${REVIEW_REPLY_MAX.toLocaleString('en-GB')} characters or fewer.`),
});

export const hideInputSchema = z.object({
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(3, 'Give a reason of at least 3 characters.')
    .max(HIDE_REASON_MAX, `The reason must be ${HIDE_REASON_MAX} characters or fewer.`),
});

/** 'Priya S.': first name and the surname's initial; never the full surname. A gone account is anonymous. */
export function reviewerName(person: { firstName: string | null; lastName: string | null } | null): string {
  const first = person?.firstName?.trim();
  if (!first) return 'A Lull customer';
  const initial = person?.lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The average shown everywhere: one decimal, half up (4.25 → 4.3); null when there are no reviews. */
export function roundedAverage(average: number | null, count: number): number | null {
  if (average === null || count === 0) return null;
  return Math.round(average * 10 + 1e-9) / 10;
}

/** 'Visited March 2026' uses the month of the visit in London. */
export function visitMonth(startsAt: Date): string {
  return londonDateOf(startsAt).slice(0, 7);
}
