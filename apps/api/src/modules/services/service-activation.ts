import { activationOf, type ActivationRequest } from '@lull/domain/service-activation';
import type { MerchantService } from '@lull/domain/contracts/services';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { findService, updateService } from './services.repository';
import { SERVICE_NOT_FOUND, toMerchantServiceDto } from './service-rows';

/**
 * Activate, Deactivate or Toggle a service (decision 042): the salon's switch (POST /api/services/{id}/toggle) and
 * the admin's buttons (POST /api/admin/services/{id}/activate|deactivate) are this one use case. A salon changes
 * only its own service and not while its business is paused; an admin any, and the change is audited and told to
 * the owner in the same transaction.
 */
export function createServiceActivation({ db, clock }: AppContext) {
  return async function setServiceActive(actor: Authenticated, serviceId: string, request: ActivationRequest): Promise<MerchantService> {
    const row = await db.transaction(async (tx) => {
      const isAdmin = actor.user.role === 'admin';
      const own = isAdmin ? undefined : await changeableBusiness(tx, actor);
      // Locked, so two changes take turns and the second sees the first's state.
      const service = await findService(tx, { serviceId, merchantId: own?.id, forUpdate: true });
      if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
      const change = activationOf(service.isActive, request);
      if (!change.ok) throw new AppError('CONFLICT', change.error);
      const updated = await updateService(tx, service.id, { isActive: change.active, updatedAt: clock() });
      if (!updated) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
      if (isAdmin) {
        const merchant = await businessOfRequest(tx, actor, service.merchantId);
        await recordAdminAction(tx, actor, {
          action: change.active ? 'service.activate' : 'service.deactivate',
          targetType: 'service',
          targetId: service.id,
          before: { is_active: service.isActive },
          after: { is_active: change.active },
          note: `${service.name} (${merchant.businessName})`,
        });
        await notify(tx, {
          userId: merchant.userId,
          type: change.active ? 'service_activated' : 'service_deactivated',
          title: change.active ? 'Service activated' : 'Service deactivated',
          message: change.active
            ? `Our team activated ${service.name}: customers can book it again while it is approved.`
            : `Our team deactivated ${service.name}: customers cannot book it until it is active again. Bookings already made stay as they are.`,
        });
      }
      return updated;
    });
    return toMerchantServiceDto(row);
  };
}
