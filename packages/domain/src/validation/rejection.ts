import { z } from 'zod';
import { optionalText, requiredText } from './string-field';

/**
 * The Reject dialog's rules, for a business and for a service alike (admin spec §5 Rejection, §9). The spec does
 * not show the whole reason list; the merchant side names Incomplete Information, Invalid Documents and Other,
 * and the two in between are the reasons a review most often gives.
 */
export const REJECTION_REASONS = [
  'Incomplete Information',
  'Invalid Documents',
  'Does not meet our quality standards',
  'Pricing or details need correcting',
  'Other',
] as const;
export type RejectionReasonChoice = (typeof REJECTION_REASONS)[number];

export const MAX_CUSTOM_REJECTION_REASON_LENGTH = 100;
export const MAX_ADMIN_NOTES_LENGTH = 1000;
export const REJECTION_REASON_REQUIRED = 'Please select a rejection reason before submitting.';
export const CUSTOM_REASON_REQUIRED = 'Please provide a custom reason when selecting "Other".';
export const CUSTOM_REASON_TOO_LONG = `Custom reason must be ${MAX_CUSTOM_REJECTION_REASON_LENGTH} characters or less.`;
export const ADMIN_NOTES_TOO_LONG = `Admin notes must be ${MAX_ADMIN_NOTES_LENGTH} characters or less.`;

export interface RejectionForm {
  reason: string;
  custom_reason: string;
  admin_notes: string;
}

/** The first rule the form breaks, with the field it belongs to, or null; the dialog disables Reject while this says anything. */
export function rejectionFormProblem(form: RejectionForm): { field: keyof RejectionForm; message: string } | null {
  if (!REJECTION_REASONS.includes(form.reason as RejectionReasonChoice)) return { field: 'reason', message: REJECTION_REASON_REQUIRED };
  if (form.reason === 'Other') {
    const custom = form.custom_reason.trim();
    if (custom === '') return { field: 'custom_reason', message: CUSTOM_REASON_REQUIRED };
    if (custom.length > MAX_CUSTOM_REJECTION_REASON_LENGTH) return { field: 'custom_reason', message: CUSTOM_REASON_TOO_LONG };
  }
  if (form.admin_notes.trim().length > MAX_ADMIN_NOTES_LENGTH) return { field: 'admin_notes', message: ADMIN_NOTES_TOO_LONG };
  return null;
}

/** The reason the owner reads: the custom text when Other is chosen, else the chosen reason. */
export function rejectionReasonOf(form: RejectionForm): string {
  return form.reason === 'Other' ? form.custom_reason.trim() : form.reason;
}

/**
 * POST /api/admin/merchants/{id}/approve and /api/admin/services/{id}/approve (admin spec §7): approved true, or
 * approved false with the reason the owner will read (a listed reason or a custom one of at most 100 characters)
 * and optional notes for the team.
 */
export const reviewDecisionSchema = z.discriminatedUnion(
  'approved',
  [
    z.object({ approved: z.literal(true), admin_notes: optionalText(MAX_ADMIN_NOTES_LENGTH, ADMIN_NOTES_TOO_LONG).optional() }),
    z.object({
      approved: z.literal(false),
      rejection_reason: requiredText(REJECTION_REASON_REQUIRED, MAX_CUSTOM_REJECTION_REASON_LENGTH, CUSTOM_REASON_TOO_LONG),
      admin_notes: optionalText(MAX_ADMIN_NOTES_LENGTH, ADMIN_NOTES_TOO_LONG).optional(),
    }),
  ],
  'Send approved: true, or approved: false with a rejection_reason.',
);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;
