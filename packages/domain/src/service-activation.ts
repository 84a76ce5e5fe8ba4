import { activityOf, nextServiceActivity, type ActivationRequest } from './service-status';

/**
 * Activating and deactivating a service (decision 042): one rule for the salon's own switch and the admin's
 * buttons, asked of the switch's table in service-status.ts (decision 044). Only an active service is listed and
 * bookable; deactivating keeps its bookings as they are.
 */
export type { ActivationRequest } from './service-status';

export const SERVICE_ALREADY_ACTIVE = 'This service is already active.';
export const SERVICE_ALREADY_INACTIVE = 'This service is already inactive.';

export function activationOf(isActive: boolean, request: ActivationRequest): { ok: true; active: boolean } | { ok: false; error: string } {
  const next = nextServiceActivity(activityOf(isActive), request);
  if (next === null) return { ok: false, error: isActive ? SERVICE_ALREADY_ACTIVE : SERVICE_ALREADY_INACTIVE };
  return { ok: true, active: next === 'active' };
}
