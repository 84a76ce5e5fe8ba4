import { describe, expect, it } from 'vitest';
import {
  ALREADY_REVIEWED,
  NOT_COMPLETED,
  REVIEW_WINDOW_CLOSED,
  replyInputSchema,
  reviewEligibility,
  reviewerName,
  reviewInputSchema,
  roundedAverage,
  visitMonth,
} from './reviews';

const visit = new Date('2026-08-26T09:00:00Z'); // 10:00 London (BST)
const completed = { status: 'completed' as const, startsAt: visit, completionConfirmedAt: new Date('2026-08-26T10:00:00Z') };

describe('who may review what and when', () => {
  it('allows the completed visit the same day and up to 90 London days later', () => {
    expect(reviewEligibility(completed, false, new Date('2026-08-26T11:00:00Z'))).toEqual({ allowed: true, closesOn: '2026-11-24' });
    // 23:30 London on the last day (GMT by then) is still inside.
    expect(reviewEligibility(completed, false, new Date('2026-11-24T23:30:00Z')).allowed).toBe(true);
  });

  it('refuses from the 91st day', () => {
    expect(reviewEligibility(completed, false, new Date('2026-11-25T00:00:01Z'))).toEqual({
      allowed: false,
      reason: 'window_closed',
      message: REVIEW_WINDOW_CLOSED,
    });
  });

  it('refuses a booking that is not completed, or completed without the salon confirming it', () => {
    for (const status of ['pending', 'confirmed', 'no_show', 'cancelled', 'expired'] as const) {
      expect(reviewEligibility({ ...completed, status }, false, visit)).toMatchObject({ allowed: false, reason: 'not_completed', message: NOT_COMPLETED });
    }
    expect(reviewEligibility({ ...completed, completionConfirmedAt: null }, false, visit)).toMatchObject({ reason: 'not_completed' });
  });

  it('refuses a second review', () => {
    expect(reviewEligibility(completed, true, visit)).toMatchObject({ allowed: false, reason: 'already_reviewed', message: ALREADY_REVIEWED });
  });
});

describe('review input', () => {
  it('takes 1 to 5 whole stars and trims the text; an empty box is no text', () => {
    expect(reviewInputSchema.parse({ rating: 5, text: '  Lovely  ' })).toEqual({ rating: 5, text: 'Lovely' });
    expect(reviewInputSchema.parse({ rating: 1, text: '   ' })).toEqual({ rating: 1, text: null });
    expect(reviewInputSchema.parse({ rating: 3 })).toEqual({ rating: 3, text: null });
    for (const rating of [0, 6, 4.5, '5']) expect(reviewInputSchema.safeParse({ rating }).success).toBe(false);
  });

  it('limits the text to 1,000 characters after trimming', () => {
    expect(reviewInputSchema.safeParse({ rating: 4, text: 'a'.repeat(1000) }).success).toBe(true);
    const tooLong = reviewInputSchema.safeParse({ rating: 4, text: 'a'.repeat(1001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Your review must be 1,000 characters or fewer.');
  });

  it('needs a reply to have words', () => {
    expect(replyInputSchema.safeParse({ text: '  ' }).success).toBe(false);
    expect(replyInputSchema.parse({ text: ' Thank you! ' })).toEqual({ text: 'Thank you!' });
  });
});

describe('how a review is shown', () => {
  it("names the reviewer by first name and the surname's initial", () => {
    expect(reviewerName({ firstName: 'Priya', lastName: 'Shah' })).toBe('Priya S.');
    expect(reviewerName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(reviewerName({ firstName: 'Priya', lastName: ' ' })).toBe('Priya');
    expect(reviewerName(null)).toBe('A Lull customer');
  });

  it('rounds the average to one decimal, half up, and has none without reviews', () => {
    expect(roundedAverage(4.25, 4)).toBe(4.3);
    expect(roundedAverage(4.666, 3)).toBe(4.7);
    expect(roundedAverage(5, 1)).toBe(5);
    expect(roundedAverage(null, 0)).toBeNull();
    expect(roundedAverage(4, 0)).toBeNull();
  });

  it('gives the month of the visit in London', () => {
    expect(visitMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01'); // still 31 January in London (GMT)
    expect(visitMonth(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06'); // 00:30 on 1 June in London (BST)
  });
});
