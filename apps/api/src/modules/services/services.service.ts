import type { DeletedService, MerchantService, MyServicesPage, MyServicesQuery, ServiceReview } from '@lull/domain/contracts/services';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { AUDIT_TARGET_NAME, changedAuditFields, describeProposedChanges, serviceAuditName } from '@lull/domain/audit-summary';
import { pageOffset } from '@lull/domain/contracts/paging';
import { penceToPounds, poundsToPence } from '@lull/domain/money';
import { awaitsServiceDecision, editWaitsBeside, type ServiceState, serviceStateOf } from '@lull/domain/service-status';
import { fileIdOfUrl, type ServiceFormPayload } from '@lull/domain/validation/service-form';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { claimServiceImage, removeServiceImage } from '../files/files.service';
import { enqueueMail } from '../mail/mail.service';
import { serviceReviewedMail } from '../mail/templates/service-reviewed';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { findUserById, tellAdministrators } from '../users';
import {
  archiveServicesOfMerchant,
  bookingsOfService,
  deleteService,
  findService,
  insertService,
  isImageUsed,
  listServicesOfMerchant,
  lockServiceAgainstHolds,
  updateService,
  type ServiceDetails,
  type ServiceRow,
} from './services.repository';

export const SERVICE_NOT_FOUND = 'Service not found.';
export const SERVICE_HAS_UPCOMING_BOOKINGS =
  'This service has upcoming bookings, so it cannot be deleted. Deactivate it to stop new bookings, and delete it once they are over.';
export const NOTHING_TO_REVIEW = 'This service has nothing waiting for review.';

/** A stored service's one state in the life cycle (decision 044). */
const stateOf = (row: ServiceRow): ServiceState =>
  serviceStateOf({ approvalStatus: row.approvalStatus, hasProposedChanges: row.proposedChanges !== null, archived: row.archivedAt !== null });

/** The form's fields as the columns they set (pence, minutes; blanks as null). */
export function detailsOf(input: Omit<ServiceFormPayload, 'merchant_id' | 'category' | 'availability_schedule'> & { category: string; availability_schedule?: string }): ServiceDetails {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    pricePence: poundsToPence(input.price),
    offPeakPricePence: input.off_peak_price === null ? null : poundsToPence(input.off_peak_price),
    durationMinutes: input.duration,
    materials: input.materials || null,
    technicianName: input.technician_name || null,
    imageUrl: input.image_url || null,
    availabilitySchedule: input.availability_schedule || null,
  };
}

const DETAIL_KEYS = ['name', 'description', 'category', 'pricePence', 'offPeakPricePence', 'durationMinutes', 'materials', 'technicianName', 'imageUrl', 'availabilitySchedule'] as const;

function sameDetails(a: ServiceDetails, b: ServiceDetails): boolean {
  return DETAIL_KEYS.every((key) => a[key] === b[key]);
}

function detailsDto(details: ServiceDetails) {
  return {
    name: details.name,
    description: details.description,
    price: penceToPounds(details.pricePence),
    off_peak_price: details.offPeakPricePence === null ? null : penceToPounds(details.offPeakPricePence),
    duration: details.durationMinutes,
    category: details.category,
    materials: details.materials ?? '',
    technician_name: details.technicianName ?? '',
    image_url: details.imageUrl ?? '',
    availability_schedule: details.availabilitySchedule ?? '',
  };
}

/**
 * Every admin hears of a salon's service waiting for review, new or an approved one's edit (decision 041): a
 * notification that opens the service and is marked read for all of them once it is decided. An admin's own
 * changes wait for nobody.
 */
async function tellAdminsOfReview(tx: Database, actor: Authenticated, service: ServiceRow, businessName: string, isEdit: boolean) {
  if (actor.user.role === 'admin') return;
  const name = proposedOf(service)?.name ?? service.name;
  await tellAdministrators(tx, {
    type: isEdit ? 'service_edit_review' : 'service_review',
    title: isEdit ? 'Service edit waiting for review' : 'Service waiting for review',
    message: isEdit ? `${businessName} changed ${service.name}: the edit waits for your review.` : `${name} at ${businessName} is waiting for review.`,
    decision: { kind: 'service', serviceId: service.id },
  });
}

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
 * Claims the service's new picture, if it names one it did not have. The upload is the uploader's: the owner's,
 * or the admin's who made the change.
 */
export async function claimImage(tx: Database, merchant: { id: string }, uploaderUserId: string, imageUrl: string | null, alreadyUsed: readonly (string | null)[]) {
  const fileId = imageUrl ? fileIdOfUrl(imageUrl) : null;
  if (fileId && !alreadyUsed.includes(imageUrl)) await claimServiceImage(tx, { ownerUserId: uploaderUserId, merchantId: merchant.id, fileId });
}

/** Removes the pictures a change left unused by every service of the business. */
export async function releaseImages(tx: Database, merchantId: string, imageUrls: readonly (string | null | undefined)[]) {
  for (const url of new Set(imageUrls)) {
    const fileId = url ? fileIdOfUrl(url) : null;
    if (fileId && url && !(await isImageUsed(tx, merchantId, url))) await removeServiceImage(tx, merchantId, fileId);
  }
}

/** The edit waiting for review, as this module wrote it (decision 013). */
export function proposedOf(row: ServiceRow): ServiceDetails | null {
  return row.proposedChanges ? (row.proposedChanges as unknown as ServiceDetails) : null;
}

export function toMerchantServiceDto(row: ServiceRow): MerchantService {
  const proposed = proposedOf(row);
  return {
    id: row.id,
    merchant_id: row.merchantId,
    ...detailsDto(row),
    is_active: row.isActive,
    approval_status: row.approvalStatus,
    rejection_reason: row.rejectionReason,
    proposed_changes: proposed ? { ...detailsDto(proposed), proposed_at: (row.proposedAt ?? row.updatedAt).toISOString() } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createServicesService({ db, clock, config }: AppContext) {
  /**
   * The service a request acts on. A merchant reaches only its own business's (another's id is simply not found,
   * whatever is sent) and, for a change, only while the business is not paused; an admin reaches any.
   */
  async function serviceOfRequest(tx: Database, actor: Authenticated, serviceId: string, { change }: { change: boolean }) {
    const isAdmin = actor.user.role === 'admin';
    const own = isAdmin ? undefined : change ? await changeableBusiness(tx, actor) : await businessOfRequest(tx, actor);
    const service = await findService(tx, { serviceId, merchantId: own?.id, forUpdate: change });
    if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    const merchant = own ?? (await businessOfRequest(tx, actor, service.merchantId));
    return { service, merchant };
  }

  /** The salon's owner hears an admin's decision: in the bell and by mail, in the decision's transaction. */
  async function tellOwner(tx: Database, ownerUserId: string, serviceName: string, review: ServiceReview, wasEdit: boolean) {
    const mail = serviceReviewedMail({
      serviceName,
      approved: review.approved,
      wasEdit,
      rejectionReason: review.approved ? null : review.rejection_reason,
      servicesUrl: `${config.publicUrl}/merchant/dashboard?tab=services`,
    });
    const message = review.approved
      ? wasEdit
        ? `Your changes to ${serviceName} are live.`
        : `${serviceName} is approved and listed while it is active.`
      : `${wasEdit ? `Your changes to ${serviceName}` : serviceName} were not approved: ${review.rejection_reason}`;
    await notify(tx, { userId: ownerUserId, type: review.approved ? 'service_approved' : 'service_rejected', title: mail.subject, message });
    const owner = await findUserById(tx, ownerUserId);
    if (owner?.email) await enqueueMail(tx, { to: owner.email, ...mail });
  }

  return {
    /** GET /api/services/me: one page of the business's services (never archived ones), searched and filtered. */
    async listMine(actor: Authenticated, query: MyServicesQuery): Promise<MyServicesPage> {
      const merchant = await businessOfRequest(db, actor, query.merchant_id);
      const { rows, total } = await listServicesOfMerchant(db, merchant.id, {
        term: query.q,
        approval: query.approval,
        active: query.active,
        limit: query.page_size,
        offset: pageOffset(query),
      });
      return { items: rows.map(toMerchantServiceDto), total, page: query.page, page_size: query.page_size };
    },

    /**
     * Adds a service to a business that is not paused, approved or not (decision 040: a salon under review prepares
     * its services): pending review until an admin approves it, and listed only once the business is approved too.
     */
    async create(actor: Authenticated, input: ServiceFormPayload): Promise<MerchantService> {
      const row = await db.transaction(async (tx) => {
        const merchant = await changeableBusiness(tx, actor, input.merchant_id ?? undefined);
        const details = detailsOf(input);
        await claimImage(tx, merchant, actor.user.id, details.imageUrl, []);
        const inserted = await insertService(tx, { ...details, merchantId: merchant.id, approvalStatus: 'pending', isActive: true });
        await tellAdminsOfReview(tx, actor, inserted, merchant.businessName, false);
        return inserted;
      });
      return toMerchantServiceDto(row);
    },

    /**
     * Saves the form over a service (decision 013). An approved service keeps what customers see and book: the
     * edit waits beside it for review (saving the approved details again withdraws it). A pending or rejected
     * service takes the edit at once and waits for review (again).
     */
    async update(actor: Authenticated, serviceId: string, input: ServiceFormPayload): Promise<MerchantService> {
      const row = await db.transaction(async (tx) => {
        const { service, merchant } = await serviceOfRequest(tx, actor, serviceId, { change: true });
        const details = detailsOf(input);
        const proposed = proposedOf(service);
        await claimImage(tx, merchant, actor.user.id, details.imageUrl, [service.imageUrl, proposed?.imageUrl ?? null]);
        const now = clock();
        // The life cycle says whether the edit waits beside what customers see (an approved service) or replaces it.
        const updated = editWaitsBeside(stateOf(service))
          ? await updateService(tx, service.id, {
              proposedChanges: sameDetails(details, service) ? null : (details as unknown as Record<string, unknown>),
              proposedAt: sameDetails(details, service) ? null : now,
              rejectionReason: null,
              updatedAt: now,
            })
          : await updateService(tx, service.id, { ...details, approvalStatus: 'pending', rejectionReason: null, proposedChanges: null, proposedAt: null, updatedAt: now });
        if (!updated) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
        await releaseImages(tx, merchant.id, [service.imageUrl, proposed?.imageUrl]);
        if (updated.approvalStatus === 'pending' || updated.proposedChanges) await tellAdminsOfReview(tx, actor, updated, merchant.businessName, updated.approvalStatus === 'approved');
        // Saving the approved details again withdrew the edit: nothing waits for the team any more.
        else await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: updated.id }));
        return updated;
      });
      return toMerchantServiceDto(row);
    },

    /**
     * Deletes a service, refused while a booking still holds a time with it (confirmed and not over, or a live
     * hold). One that was ever booked is archived instead: hidden everywhere, kept for its bookings' records.
     */
    async remove(actor: Authenticated, serviceId: string): Promise<DeletedService> {
      try {
        return await db.transaction(async (tx) => {
          await lockServiceAgainstHolds(tx, serviceId);
          const { service, merchant } = await serviceOfRequest(tx, actor, serviceId, { change: true });
          const now = clock();
          const booked = await bookingsOfService(tx, service.id, now);
          if (booked.live > 0) throw new AppError('CONFLICT', SERVICE_HAS_UPCOMING_BOOKINGS);
          const outcome = booked.any > 0 ? 'archived' : 'deleted';
          if (actor.user.role === 'admin') {
            await recordAdminAction(tx, actor, {
              action: 'service.delete',
              targetType: 'service',
              targetId: service.id,
              before: { [AUDIT_TARGET_NAME]: serviceAuditName(service.name, merchant.businessName), name: service.name, approval_status: service.approvalStatus, is_active: service.isActive },
              after: { outcome },
            });
            await notify(tx, {
              userId: merchant.userId,
              type: 'service_removed',
              title: 'Service removed',
              message: `Our team removed ${service.name} from your services.${outcome === 'archived' ? ' Its past bookings stay in your records.' : ''}`,
            });
          }
          if (outcome === 'archived') {
            await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: service.id }));
            await updateService(tx, service.id, { archivedAt: now, isActive: false, proposedChanges: null, proposedAt: null, updatedAt: now });
            await releaseImages(tx, merchant.id, [proposedOf(service)?.imageUrl]);
            return { id: service.id, outcome: 'archived' as const };
          }
          await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: service.id }));
          await deleteService(tx, service.id);
          await releaseImages(tx, merchant.id, [service.imageUrl, proposedOf(service)?.imageUrl]);
          return { id: service.id, outcome: 'deleted' as const };
        });
      } catch (error) {
        // A booking made in the same instant by a path that does not take the hold lock: the record wins.
        if (pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) throw new AppError('CONFLICT', SERVICE_HAS_UPCOMING_BOOKINGS);
        throw error;
      }
    },

    /**
     * POST /api/admin/services/{id}/approve (an admin): decides a pending service, or an approved service's edit
     * waiting for review (decision 013: approving copies it over, rejecting drops it and keeps the reason). The
     * salon's owner is told either way.
     */
    async review(admin: Authenticated, serviceId: string, review: ServiceReview): Promise<MerchantService> {
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
        await tellOwner(tx, merchant.userId, proposed?.name ?? service.name, review, proposed !== null);
        await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: service.id }));
        return updated;
      });
      return toMerchantServiceDto(row);
    },
  };
}

/**
 * A business was deleted (decision 016): all its services are archived in the caller's transaction, hidden from
 * customers and from lists, kept for their bookings' records. Answers how many.
 */
export async function archiveServicesOfClosedBusiness(tx: Database, merchantId: string, now: Date): Promise<number> {
  return (await archiveServicesOfMerchant(tx, merchantId, now)).length;
}
