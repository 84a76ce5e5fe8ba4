/**
 * A business's lifecycle as data (decision 042). The database keeps a review state (pending_review, approved,
 * declined), a pause flag beside it and a deletion time; this is the one state they make together, what each
 * action does to it, and the words every screen shows for it.
 */
export const MERCHANT_STATES = Object.freeze(['pending_review', 'approved', 'declined', 'paused', 'deleted'] as const);
export type MerchantState = (typeof MERCHANT_STATES)[number];

/**
 * approve, reject, pause, unpause and delete are an admin's; resubmit is the owner's save of a declined application.
 */
export const MERCHANT_ACTIONS = Object.freeze(['approve', 'reject', 'pause', 'unpause', 'resubmit', 'delete'] as const);
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];

/**
 * Where each action takes a business from each state; an action a state does not list is refused. A declined
 * business can be approved at once (the team changed its mind, or the owner fixed it by phone) or resubmitted by
 * its owner, which puts it back in the queue where it can be approved or rejected again. Only a live business is
 * paused. Deleting works from any state and is final.
 */
export const MERCHANT_TRANSITIONS: Readonly<Record<MerchantState, Readonly<Partial<Record<MerchantAction, MerchantState>>>>> = Object.freeze({
  pending_review: Object.freeze({ approve: 'approved', reject: 'declined', delete: 'deleted' } as const),
  declined: Object.freeze({ approve: 'approved', resubmit: 'pending_review', delete: 'deleted' } as const),
  approved: Object.freeze({ pause: 'paused', delete: 'deleted' } as const),
  paused: Object.freeze({ unpause: 'approved', delete: 'deleted' } as const),
  deleted: Object.freeze({}),
});

/** The state, or null when the action is refused from it. */
export function nextMerchantState(from: MerchantState, action: MerchantAction): MerchantState | null {
  return MERCHANT_TRANSITIONS[from][action] ?? null;
}

export function canMerchant(from: MerchantState, action: MerchantAction): boolean {
  return nextMerchantState(from, action) !== null;
}

/** The actions a state allows, in MERCHANT_ACTIONS' order. */
export function merchantActionsFrom(from: MerchantState): MerchantAction[] {
  return MERCHANT_ACTIONS.filter((action) => canMerchant(from, action));
}

/** The one state of a stored business: deleted first, then paused (only an approved business is), then its review. */
export function merchantStateOf(row: { status: 'pending_review' | 'approved' | 'declined'; isPaused: boolean; deleted?: boolean }): MerchantState {
  if (row.deleted) return 'deleted';
  if (row.status === 'approved' && row.isPaused) return 'paused';
  return row.status;
}

/** Each state as the screens name it (the admin's badges and filters). */
export const MERCHANT_STATE_LABELS: Readonly<Record<MerchantState, string>> = Object.freeze({
  pending_review: 'Pending review',
  approved: 'Verified',
  declined: 'Declined',
  paused: 'Paused',
  deleted: 'Deleted',
});

/** Why an action is refused from a state, in words an admin can act on. */
export function merchantRefusal(from: MerchantState, action: MerchantAction): string {
  if (from === 'deleted') return 'This business has been deleted.';
  switch (action) {
    case 'approve':
      return 'This business is already approved.';
    case 'reject':
      return from === 'declined'
        ? 'This business is already declined. Approve it, or reject it again once its owner has updated the application.'
        : 'This business is already approved. Pause it to hide it from customers.';
    case 'pause':
      return from === 'paused' ? 'This business is already paused.' : 'Only an approved business can be paused or unpaused.';
    case 'unpause':
      return from === 'approved' ? 'This business is not paused.' : 'Only an approved business can be paused or unpaused.';
    case 'resubmit':
      return 'Only a declined application can be sent back for review.';
    case 'delete':
      return 'This business has already been deleted.';
  }
}
