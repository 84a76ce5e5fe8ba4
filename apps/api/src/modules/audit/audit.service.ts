import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { insertAdminAction } from './audit.repository';

export interface AdminAction {
  /** What was done, as `<target>.<verb>`: 'merchant.approve', 'service.reject', 'user.disable', 'user.grant_credit'… */
  action: string;
  targetType: 'merchant' | 'service' | 'user' | 'booking' | 'contact_message' | 'refund_request' | 'payout' | 'review';
  targetId: string;
  /** The fields that changed, before and after, where that matters (a status, an amount). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The admin's own words: a rejection reason, a credit grant's reason, notes. */
  note?: string | null;
}

/**
 * Writes an admin action to the audit trail in the caller's transaction, so the record exists exactly when the
 * change it describes does. Every admin use case calls it; nothing else writes the trail.
 */
export async function recordAdminAction(tx: Database, actor: Authenticated, action: AdminAction): Promise<void> {
  await insertAdminAction(tx, {
    actorUserId: actor.user.id,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    before: action.before ?? null,
    after: action.after ?? null,
    note: action.note ?? null,
  });
}
