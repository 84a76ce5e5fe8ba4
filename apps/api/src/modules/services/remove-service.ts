import type { DeletedService } from '@lull/domain/contracts/services';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { AUDIT_TARGET_NAME, serviceAuditName } from '@lull/domain/audit-summary';
import { pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { proposedOf, releaseImages, SERVICE_HAS_UPCOMING_BOOKINGS, serviceOfRequest } from './service-rows';
import { bookingsOfService, deleteService, lockServiceAgainstHolds, updateService } from './services.repository';

/**
 * Deletes a service, refused while a booking still holds a time with it (confirmed and not over, or a live
 * hold). One that was ever booked is archived instead: hidden everywhere, kept for its bookings' records.
 */
export async function removeService({ db, clock }: AppContext, actor: Authenticated, serviceId: string): Promise<DeletedService> {
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
}
