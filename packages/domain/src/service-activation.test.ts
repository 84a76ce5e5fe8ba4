import { describe, expect, it } from 'vitest';
import { activationOf, SERVICE_ALREADY_ACTIVE, SERVICE_ALREADY_INACTIVE } from './service-activation';

describe('activating and deactivating a service', () => {
  it('flips on the salon’s toggle, whatever the state', () => {
    expect(activationOf(true, 'toggle')).toEqual({ ok: true, active: false });
    expect(activationOf(false, 'toggle')).toEqual({ ok: true, active: true });
  });

  it('refuses to deactivate an inactive service or activate an active one', () => {
    expect(activationOf(true, 'deactivate')).toEqual({ ok: true, active: false });
    expect(activationOf(false, 'activate')).toEqual({ ok: true, active: true });
    expect(activationOf(false, 'deactivate')).toEqual({ ok: false, error: SERVICE_ALREADY_INACTIVE });
    expect(activationOf(true, 'activate')).toEqual({ ok: false, error: SERVICE_ALREADY_ACTIVE });
  });
});
