import type { MerchantService, ServiceReview } from '@lull/domain/contracts/services';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { AUDIT_TARGET_NAME, changedAuditFields, describeProposedChanges, serviceAuditName } from '@lull/domain/audit-summary';
import { awaitsServiceDecision } from '@lull/domain/service-status';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { settleNotificationsAwaiting } from '../notifications/notifications.service';
import {
  detailsDto,
  NOTHING_TO_REVIEW,
  proposedOf,
  releaseImages,
  SERVICE_NOT_FOUND,
  serviceOfRequest,
  stateOf,
  tellOwnerOfReview,
  toMerchantServiceDto,
} from './service-rows';
import { updateService, type ServiceDetails, type ServiceRow } from './services.repository';

/**
 * The audit row of a review: the service named with its business; a new service's decision its status and reason;
 * an edit's approval the fields it changed (before → after), an edit's rejection the reason and what it proposed.
 */
function reviewAuditRows(service: ServiceRow, proposed: ServiceDetails | null, updated: ServiceRow, approved: boolean, businessName: string) {
  const named = { [AUDIT_TARGET_NAME]: serviceAuditName(updated.name, businessName) };
  if (!proposed) {
    return {
      before: { approval_status: service.approvalStatus, rejection_reason: service.rejectionReason },
      after: { ...named, approval_status: updated.approvalStatus, rejection_reason: updated.rejectionReason },
    };
  }
  if (approved) {
    const changed = changedAuditFields(detailsDto(service), detailsDto(updated));
    return { before: changed.before, after: { ...named, ...changed.after } };
  }
  return {
    before: { rejection_reason: service.rejectionReason },
    after: { ...named, rejection_reason: updated.rejectionReason, declined_changes: describeProposedChanges(detailsDto(service), detailsDto(proposed)) },
  };
}

/**
 * POST /api/admin/services/{id}/approve (an admin): decides a pending service, or an approved service's edit
 * waiting for review (decision 013: approving copies it over, rejecting drops it and keeps the reason). The
 * salon's owner is told either way.
 */
export async function reviewService({ db, clock, config }: AppContext, admin: Authenticated, serviceId: string, review: ServiceReview): Promise<MerchantService> {
  const row = await db.transaction(async (tx) => {
    // The row lock makes two decisions take turns: the second finds nothing waiting and is refused (409).
    const { service, merchant } = await serviceOfRequest(tx, admin, serviceId, { change: true });
    const proposed = proposedOf(service);
    const state = stateOf(service);
    if (!awaitsServiceDecision(state)) throw new AppError('CONFLICT', NOTHING_TO_REVIEW);
    const now = clock();
    const adminNotes = review.admin_notes || null;
    let updated: ServiceRow | undefined;
    if (state === 'edit_pending' && proposed) {
      updated = review.approved
        ? await updateService(tx, service.id, { ...proposed, proposedChanges: null, proposedAt: null, rejectionReason: null, adminNotes, updatedAt: now })
        : await updateService(tx, service.id, { proposedChanges: null, proposedAt: null, rejectionReason: review.rejection_reason, adminNotes, updatedAt: now });
      await releaseImages(tx, merchant.id, review.approved ? [service.imageUrl] : [proposed.imageUrl]);
    } else {
      updated = await updateService(
        tx,
        service.id,
        review.approved
          ? { approvalStatus: 'approved', rejectionReason: null, adminNotes, updatedAt: now }
          : { approvalStatus: 'rejected', rejectionReason: review.rejection_reason, adminNotes, updatedAt: now },
      );
    }
    if (!updated) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    await recordAdminAction(tx, admin, {
      action: `service.${proposed ? 'edit_' : ''}${review.approved ? 'approve' : 'reject'}`,
      targetType: 'service',
      targetId: service.id,
      // An edit's decision lists what the edit changes, field by field (decision 041), not the whole service.
      ...reviewAuditRows(service, proposed, updated, review.approved, merchant.businessName),
      note: review.approved ? adminNotes : [review.rejection_reason, adminNotes].filter(Boolean).join(' | '),
    });
    await tellOwnerOfReview(tx, config, merchant.userId, proposed?.name ?? service.name, review, proposed !== null);
    await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: service.id }));
    return updated;
  });
  return toMerchantServiceDto(row);
}
