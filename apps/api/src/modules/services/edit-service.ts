import type { MerchantService } from '@lull/domain/contracts/services';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { editWaitsBeside } from '@lull/domain/service-status';
import type { ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { settleNotificationsAwaiting } from '../notifications/notifications.service';
import {
  claimImage,
  detailsOf,
  proposedOf,
  releaseImages,
  SERVICE_NOT_FOUND,
  serviceOfRequest,
  stateOf,
  tellAdminsOfReview,
  toMerchantServiceDto,
} from './service-rows';
import { updateService, type ServiceDetails } from './services.repository';

const DETAIL_KEYS = ['name', 'description', 'category', 'pricePence', 'offPeakPricePence', 'durationMinutes', 'materials', 'technicianName', 'imageUrl', 'availabilitySchedule'] as const;

function sameDetails(a: ServiceDetails, b: ServiceDetails): boolean {
  return DETAIL_KEYS.every((key) => a[key] === b[key]);
}

/**
 * Saves the form over a service (decision 013). An approved service keeps what customers see and book: the
 * edit waits beside it for review (saving the approved details again withdraws it). A pending or rejected
 * service takes the edit at once and waits for review (again). The clean-up time is not a detail customers see,
 * so it applies at once in every state and never waits for review; absent, it stays as it is (decision 050).
 */
export async function editService({ db, clock }: AppContext, actor: Authenticated, serviceId: string, input: ServiceFormPayload): Promise<MerchantService> {
  const row = await db.transaction(async (tx) => {
    const { service, merchant } = await serviceOfRequest(tx, actor, serviceId, { change: true });
    const details = detailsOf(input);
    const proposed = proposedOf(service);
    await claimImage(tx, merchant, actor.user.id, details.imageUrl, [service.imageUrl, proposed?.imageUrl ?? null]);
    const now = clock();
    const bufferMinutes = input.buffer_minutes ?? service.bufferMinutes;
    // The life cycle says whether the edit waits beside what customers see (an approved service) or replaces it.
    const updated = editWaitsBeside(stateOf(service))
      ? await updateService(tx, service.id, {
          proposedChanges: sameDetails(details, service) ? null : (details as unknown as Record<string, unknown>),
          proposedAt: sameDetails(details, service) ? null : now,
          bufferMinutes,
          rejectionReason: null,
          updatedAt: now,
        })
      : await updateService(tx, service.id, { ...details, bufferMinutes, approvalStatus: 'pending', rejectionReason: null, proposedChanges: null, proposedAt: null, updatedAt: now });
    if (!updated) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    await releaseImages(tx, merchant.id, [service.imageUrl, proposed?.imageUrl]);
    if (updated.approvalStatus === 'pending' || updated.proposedChanges) await tellAdminsOfReview(tx, actor, updated, merchant.businessName, updated.approvalStatus === 'approved');
    // Saving the approved details again withdrew the edit: nothing waits for the team any more.
    else await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'service', id: updated.id }));
    return updated;
  });
  return toMerchantServiceDto(row);
}
