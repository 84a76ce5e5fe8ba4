import { describe, expect, it } from 'vitest';
import {
  activationButton,
  awaitsServiceDecision,
  canService,
  editWaitsBeside,
  nextServiceActivity,
  nextServiceState,
  SERVICE_ACTIONS,
  SERVICE_STATES,
  SERVICE_TRANSITIONS,
  serviceStateOf,
  showsActivity,
} from './service-status';

describe('the service life cycle', () => {
  it('is a table from every state over every action', () => {
    expect(Object.keys(SERVICE_TRANSITIONS).sort()).toEqual([...SERVICE_STATES].sort());
    for (const state of SERVICE_STATES) for (const action of SERVICE_ACTIONS) expect(canService(state, action)).toBe(nextServiceState(state, action) !== null);
  });

  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'edit', 'pending'],
    ['rejected', 'edit', 'pending'],
    ['rejected', 'approve', null],
    ['rejected', 'reject', null],
    ['approved', 'edit', 'edit_pending'],
    ['approved', 'approve', null],
    ['approved', 'reject', null],
    ['edit_pending', 'approve', 'approved'],
    ['edit_pending', 'reject', 'approved'],
    ['edit_pending', 'delete', 'archived'],
    ['archived', 'edit', null],
    ['archived', 'delete', null],
  ] as const)('%s, %s: %s', (from, action, to) => {
    expect(nextServiceState(from, action)).toBe(to);
  });

  it('waits for a decision when new or an approved service’s edit waits, and only then', () => {
    expect(SERVICE_STATES.filter(awaitsServiceDecision)).toEqual(['pending', 'edit_pending']);
  });

  it('keeps an approved service’s edit beside it, and replaces a pending or rejected one at once', () => {
    expect(SERVICE_STATES.filter(editWaitsBeside)).toEqual(['approved', 'edit_pending']);
  });

  it('reads one state off a stored service: archived first, then an approved service’s waiting edit', () => {
    expect(serviceStateOf({ approvalStatus: 'approved', hasProposedChanges: true })).toBe('edit_pending');
    expect(serviceStateOf({ approvalStatus: 'approved', hasProposedChanges: false })).toBe('approved');
    expect(serviceStateOf({ approvalStatus: 'rejected', hasProposedChanges: false })).toBe('rejected');
    expect(serviceStateOf({ approvalStatus: 'pending', hasProposedChanges: false, archived: true })).toBe('archived');
  });

  it('shows Active or Inactive only once approved', () => {
    expect(SERVICE_STATES.filter(showsActivity)).toEqual(['approved', 'edit_pending']);
  });
});

describe('the active switch', () => {
  it('flips on a toggle, and refuses an explicit request for the state it is already in', () => {
    expect(nextServiceActivity('active', 'toggle')).toBe('inactive');
    expect(nextServiceActivity('inactive', 'toggle')).toBe('active');
    expect(nextServiceActivity('active', 'activate')).toBeNull();
    expect(nextServiceActivity('inactive', 'deactivate')).toBeNull();
  });

  it('offers Deactivate for an active service and Activate for an inactive one', () => {
    expect(activationButton(true)).toBe('deactivate');
    expect(activationButton(false)).toBe('activate');
  });
});
