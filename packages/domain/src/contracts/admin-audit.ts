import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';

/** What admin actions act on (audit.service.ts AdminAction.targetType). */
export const AUDIT_TARGET_TYPES = ['merchant', 'service', 'user', 'booking', 'contact_message', 'refund_request', 'payout', 'review'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The actions recorded so far, for the filter; a new action still lists under its target's group and under All. */
export const AUDIT_ACTIONS = [
  'merchant.create',
  'merchant.approve',
  'merchant.reject',
  'merchant.edit',
  'merchant.pause',
  'merchant.unpause',
  'merchant.delete',
  'service.create',
  'service.edit',
  'service.approve',
  'service.reject',
  'service.edit_approve',
  'service.edit_reject',
  'service.delete',
  'user.disable',
  'user.enable',
  'user.grant_credit',
  'booking.cancel',
  'contact_message.handle',
  'refund.complete',
  'refund.fail',
  'payout.record',
  'bank_account.verify',
  'review.hide',
] as const;

/**
 * The filter: 'all', a target type (every action on merchants…) or one action ('merchant.approve'). Any
 * `<target>.<verb>` is accepted, so an action added later can be asked for before this list names it.
 */
export const auditActionFilterSchema = z
  .string()
  .trim()
  .regex(/^(all|[a-z_]+(\.[a-z_]+)?)$/, 'Choose an action type.')
  .max(60)
  .optional()
  .default('all');

/** GET /api/admin/audit: searched by the admin's name or email, the action, the target id and the note; newest first. */
export const adminAuditQuerySchema = pageQuerySchema.extend({ action: auditActionFilterSchema });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  /** Null when the admin's account has since been deleted. */
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The target's name today (business, service, person), when it can be found. */
  target_label: z.string().nullable(),
  note: z.string().nullable(),
  /** The fields changed, as words, money in pounds. */
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  summary: z.string(),
  /** Pounds, when the action moved money. */
  amount: z.number().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
