import { Badge } from '../../../components/ui/badge';
import type { AdminMerchant } from '../api/admin-merchants';

/** The review state as a badge, and Paused beside it for a paused business (admin spec §2.2 Status column). */
export function MerchantStatus({ merchant }: { merchant: Pick<AdminMerchant, 'status' | 'is_paused'> }) {
  const review =
    merchant.status === 'pending_review' ? (
      <Badge colour="amber">Pending review</Badge>
    ) : merchant.status === 'declined' ? (
      <Badge colour="red">Declined</Badge>
    ) : (
      <Badge colour="green">Verified</Badge>
    );
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {review}
      {merchant.is_paused ? <Badge colour="neutral">Paused</Badge> : null}
    </span>
  );
}

/** What an admin may do with a business now (admin spec §4): decide an application, or pause a verified one. */
export function merchantActions(merchant: Pick<AdminMerchant, 'status' | 'is_paused'>) {
  return {
    canReview: merchant.status === 'pending_review',
    canPause: merchant.status === 'approved' && !merchant.is_paused,
    canUnpause: merchant.status === 'paused' || (merchant.status === 'approved' && merchant.is_paused),
  };
}
