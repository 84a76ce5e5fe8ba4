import type { MerchantService, ServiceReview } from '@lull/domain/contracts/services';
import { penceToPounds, poundsToPence } from '@lull/domain/money';
import { type ServiceState, serviceStateOf } from '@lull/domain/service-status';
import { fileIdOfUrl, type ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import { claimServiceImage, removeServiceImage } from '../files/files.service';
import { enqueueMail } from '../mail/mail.service';
import { serviceReviewedMail } from '../mail/templates/service-reviewed';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { findUserById, tellAdministrators } from '../users';
import { findService, isImageUsed, type ServiceDetails, type ServiceRow } from './services.repository';

/*
 * What the services module's use cases share (decision 049): its messages, a service's state and details, the
 * service a request may act on, its pictures, its DTO, and who is told of a review.
 */

export const SERVICE_NOT_FOUND = 'Service not found.';
export const SERVICE_HAS_UPCOMING_BOOKINGS =
  'This service has upcoming bookings, so it cannot be deleted. Deactivate it to stop new bookings, and delete it once they are over.';
export const NOTHING_TO_REVIEW = 'This service has nothing waiting for review.';

/** A stored service's one state in the life cycle (decision 044). */
export const stateOf = (row: ServiceRow): ServiceState =>
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

export function detailsDto(details: ServiceDetails) {
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
export async function tellAdminsOfReview(tx: Database, actor: Authenticated, service: ServiceRow, businessName: string, isEdit: boolean) {
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
    buffer_minutes: row.bufferMinutes,
    is_active: row.isActive,
    approval_status: row.approvalStatus,
    rejection_reason: row.rejectionReason,
    proposed_changes: proposed ? { ...detailsDto(proposed), proposed_at: (row.proposedAt ?? row.updatedAt).toISOString() } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The service a request acts on. A merchant reaches only its own business's (another's id is simply not found,
 * whatever is sent) and, for a change, only while the business is not paused; an admin reaches any.
 */
export async function serviceOfRequest(tx: Database, actor: Authenticated, serviceId: string, { change }: { change: boolean }) {
  const isAdmin = actor.user.role === 'admin';
  const own = isAdmin ? undefined : change ? await changeableBusiness(tx, actor) : await businessOfRequest(tx, actor);
  const service = await findService(tx, { serviceId, merchantId: own?.id, forUpdate: change });
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const merchant = own ?? (await businessOfRequest(tx, actor, service.merchantId));
  return { service, merchant };
}

/** The salon's owner hears an admin's decision: in the bell and by mail, in the decision's transaction. */
export async function tellOwnerOfReview(tx: Database, config: AppConfig, ownerUserId: string, serviceName: string, review: ServiceReview, wasEdit: boolean) {
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
