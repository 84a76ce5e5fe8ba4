/**
 * Activating and deactivating a service (decision 042): one rule for the salon's own switch and the admin's
 * buttons. Only an active service is listed and bookable; deactivating keeps its bookings as they are. An explicit
 * Activate or Deactivate of a service already in that state is refused, so two people pressing at once cannot
 * undo each other; the salon's Toggle always flips.
 */
export type ActivationRequest = 'activate' | 'deactivate' | 'toggle';

export const SERVICE_ALREADY_ACTIVE = 'This service is already active.';
export const SERVICE_ALREADY_INACTIVE = 'This service is already inactive.';

export function activationOf(isActive: boolean, request: ActivationRequest): { ok: true; active: boolean } | { ok: false; error: string } {
  if (request === 'toggle') return { ok: true, active: !isActive };
  const wanted = request === 'activate';
  if (wanted === isActive) return { ok: false, error: wanted ? SERVICE_ALREADY_ACTIVE : SERVICE_ALREADY_INACTIVE };
  return { ok: true, active: wanted };
}
