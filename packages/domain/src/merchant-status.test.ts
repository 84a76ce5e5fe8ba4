import { describe, expect, it } from 'vitest';
import {
  MERCHANT_STATES,
  MERCHANT_TRANSITIONS,
  canMerchant,
  merchantActionsFrom,
  merchantRefusal,
  merchantStateOf,
  nextMerchantState,
} from './merchant-status';

describe("a business's lifecycle", () => {
  it('lets an admin approve a declined business, and the owner send it back for review', () => {
    expect(nextMerchantState('declined', 'approve')).toBe('approved');
    expect(nextMerchantState('declined', 'resubmit')).toBe('pending_review');
    // Declined twice in a row is refused: it is rejected again once resubmitted.
    expect(nextMerchantState('declined', 'reject')).toBeNull();
    expect(nextMerchantState(nextMerchantState('declined', 'resubmit')!, 'reject')).toBe('declined');
  });

  it('decides an application once, and pauses only a live business', () => {
    expect(merchantActionsFrom('pending_review')).toEqual(['approve', 'reject', 'delete']);
    expect(merchantActionsFrom('approved')).toEqual(['pause', 'delete']);
    expect(merchantActionsFrom('paused')).toEqual(['unpause', 'delete']);
    expect(merchantActionsFrom('declined')).toEqual(['approve', 'resubmit', 'delete']);
    expect(canMerchant('pending_review', 'pause')).toBe(false);
    expect(canMerchant('paused', 'approve')).toBe(false);
  });

  it('deletes from every state, and nothing follows a deletion', () => {
    for (const state of MERCHANT_STATES.filter((state) => state !== 'deleted')) expect(nextMerchantState(state, 'delete')).toBe('deleted');
    expect(MERCHANT_TRANSITIONS.deleted).toEqual({});
    expect(merchantRefusal('deleted', 'approve')).toBe('This business has been deleted.');
  });

  it('reads one state from the review status, the pause flag and the deletion', () => {
    expect(merchantStateOf({ status: 'approved', isPaused: true })).toBe('paused');
    expect(merchantStateOf({ status: 'approved', isPaused: false })).toBe('approved');
    expect(merchantStateOf({ status: 'declined', isPaused: false })).toBe('declined');
    // A deletion pauses the row as well; it is still deleted, whatever its review state.
    expect(merchantStateOf({ status: 'pending_review', isPaused: true, deleted: true })).toBe('deleted');
  });

  it('says why a refused action is refused', () => {
    expect(merchantRefusal('declined', 'reject')).toBe('This business is already declined. Approve it, or reject it again once its owner has updated the application.');
    expect(merchantRefusal('paused', 'pause')).toBe('This business is already paused.');
    expect(merchantRefusal('approved', 'unpause')).toBe('This business is not paused.');
    expect(merchantRefusal('pending_review', 'pause')).toBe('Only an approved business can be paused or unpaused.');
  });
});
