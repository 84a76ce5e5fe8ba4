import { describe, expect, it } from 'vitest';
import {
  ADMIN_NOTES_TOO_LONG,
  CUSTOM_REASON_REQUIRED,
  CUSTOM_REASON_TOO_LONG,
  REJECTION_REASON_REQUIRED,
  rejectionFormProblem,
  rejectionReasonOf,
  reviewDecisionSchema,
} from './rejection';

const form = (reason: string, custom_reason = '', admin_notes = '') => ({ reason, custom_reason, admin_notes });

describe('the rejection form', () => {
  it('needs a reason from the list', () => {
    expect(rejectionFormProblem(form(''))).toEqual({ field: 'reason', message: REJECTION_REASON_REQUIRED });
    expect(rejectionFormProblem(form('Because'))).toEqual({ field: 'reason', message: REJECTION_REASON_REQUIRED });
    expect(rejectionFormProblem(form('Invalid Documents'))).toBeNull();
  });

  it('needs a custom reason of at most 100 characters with Other', () => {
    expect(rejectionFormProblem(form('Other', '   '))).toEqual({ field: 'custom_reason', message: CUSTOM_REASON_REQUIRED });
    expect(rejectionFormProblem(form('Other', 'x'.repeat(101)))).toEqual({ field: 'custom_reason', message: CUSTOM_REASON_TOO_LONG });
    expect(rejectionFormProblem(form('Other', 'x'.repeat(100)))).toBeNull();
  });

  it('ignores the custom text unless Other is chosen, and caps the notes', () => {
    expect(rejectionFormProblem(form('Incomplete Information', 'x'.repeat(300)))).toBeNull();
    expect(rejectionFormProblem(form('Incomplete Information', '', 'n'.repeat(1001)))).toEqual({ field: 'admin_notes', message: ADMIN_NOTES_TOO_LONG });
  });

  it('sends the custom text when Other is chosen, else the reason', () => {
    expect(rejectionReasonOf(form('Other', '  Photos of the salon are missing  '))).toBe('Photos of the salon are missing');
    expect(rejectionReasonOf(form('Invalid Documents', 'ignored'))).toBe('Invalid Documents');
  });
});

describe('the review decision the API accepts', () => {
  it('approves with optional notes', () => {
    expect(reviewDecisionSchema.parse({ approved: true })).toEqual({ approved: true });
    expect(reviewDecisionSchema.parse({ approved: true, admin_notes: ' checked ' })).toEqual({ approved: true, admin_notes: 'checked' });
  });

  it('rejects only with a reason of at most 100 characters', () => {
    expect(reviewDecisionSchema.parse({ approved: false, rejection_reason: ' Invalid Documents ' })).toEqual({ approved: false, rejection_reason: 'Invalid Documents' });
    const missing = reviewDecisionSchema.safeParse({ approved: false, rejection_reason: ' ' });
    expect(missing.error?.issues[0]?.message).toBe(REJECTION_REASON_REQUIRED);
    const tooLong = reviewDecisionSchema.safeParse({ approved: false, rejection_reason: 'x'.repeat(101) });
    expect(tooLong.error?.issues[0]?.message).toBe(CUSTOM_REASON_TOO_LONG);
    expect(reviewDecisionSchema.safeParse({ approved: 'yes' }).success).toBe(false);
  });
});
