import { canMerchant, MERCHANT_STATE_LABELS, type MerchantState } from '@lull/domain/merchant-status';

import { Badge } from '@/components/ui/badge';
import type { AdminMerchant } from '../api/admin-merchants';

/** The one state of a listed business (the API's status is already it: paused is its own). */
const stateOf = (merchant: Pick<AdminMerchant, 'status' | 'is_paused'>): MerchantState => (merchant.status === 'approved' && merchant.is_paused ? 'paused' : merchant.status);

/** The review state as a badge, and Paused beside it for a paused business (admin spec §2.2 Status column). */
export function MerchantStatus({ merchant }: { merchant: Pick<AdminMerchant, 'status' | 'is_paused'> }) {
  const state = stateOf(merchant);
  const review =
    state === 'pending_review' ? (
      <Badge colour="amber">{MERCHANT_STATE_LABELS.pending_review}</Badge>
    ) : state === 'declined' ? (
      <Badge colour="red">{MERCHANT_STATE_LABELS.declined}</Badge>
    ) : (
      <Badge colour="green">{MERCHANT_STATE_LABELS.approved}</Badge>
    );
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {review}
      {state === 'paused' ? <Badge colour="neutral">{MERCHANT_STATE_LABELS.paused}</Badge> : null}
    </span>
  );
}

/**
 * What an admin may do with a business now: the domain's lifecycle table (decision 042), the one the API enforces.
 * A declined business can be approved; it is rejected again only once its owner has resubmitted it.
 */
export function merchantActions(merchant: Pick<AdminMerchant, 'status' | 'is_paused'>) {
  const state = stateOf(merchant);
  return {
    canApprove: canMerchant(state, 'approve'),
    canReject: canMerchant(state, 'reject'),
    canPause: canMerchant(state, 'pause'),
    canUnpause: canMerchant(state, 'unpause'),
  };
}
