/**
 * A service's life cycle as data (decision 044), like bookings' BOOKING_TRANSITIONS and a business's
 * MERCHANT_TRANSITIONS. The database keeps a review state (pending, approved, rejected), an approved service's edit
 * waiting beside it (proposed_changes, decision 013), an active flag and an archive time; these are the states they
 * make, what each action does, and the words every screen shows. The API's use cases and the web's badges and
 * buttons ask the same tables.
 */
export const SERVICE_STATES = Object.freeze(['pending', 'rejected', 'approved', 'edit_pending', 'archived'] as const);
export type ServiceState = (typeof SERVICE_STATES)[number];

/** approve and reject are an admin's decision; edit is a save of the form; delete removes (or archives) it. */
export const SERVICE_ACTIONS = Object.freeze(['approve', 'reject', 'edit', 'delete'] as const);
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/**
 * Where each action takes a service. A new or rejected service takes an edit at once and waits for review (again);
 * an approved one keeps what customers see and its edit waits beside it, so approving copies the edit over and
 * rejecting drops it (both back to approved). Saving an approved service's own details again withdraws its edit
 * (`serviceStateAfterEdit`). A service that was ever booked is archived instead of deleted: final either way.
 */
export const SERVICE_TRANSITIONS: Readonly<Record<ServiceState, Readonly<Partial<Record<ServiceAction, ServiceState>>>>> = Object.freeze({
  pending: Object.freeze({ approve: 'approved', reject: 'rejected', edit: 'pending', delete: 'archived' } as const),
  rejected: Object.freeze({ edit: 'pending', delete: 'archived' } as const),
  approved: Object.freeze({ edit: 'edit_pending', delete: 'archived' } as const),
  edit_pending: Object.freeze({ approve: 'approved', reject: 'approved', edit: 'edit_pending', delete: 'archived' } as const),
  archived: Object.freeze({}),
});

/** The state, or null when the action is refused from it. */
export function nextServiceState(from: ServiceState, action: ServiceAction): ServiceState | null {
  return SERVICE_TRANSITIONS[from][action] ?? null;
}

export function canService(from: ServiceState, action: ServiceAction): boolean {
  return nextServiceState(from, action) !== null;
}

/** Whether the service waits for an admin's decision: new, or an approved service's edit. */
export function awaitsServiceDecision(state: ServiceState): boolean {
  return canService(state, 'approve');
}

/** Whether a save of the form waits beside what customers see (an approved service) instead of replacing it. */
export function editWaitsBeside(state: ServiceState): boolean {
  return nextServiceState(state, 'edit') === 'edit_pending';
}

/** The one state of a stored service, in the API's row or the wire's spelling: archived first, then an edit waiting. */
export function serviceStateOf(row: { approvalStatus: 'pending' | 'approved' | 'rejected'; hasProposedChanges: boolean; archived?: boolean }): ServiceState {
  if (row.archived) return 'archived';
  if (row.approvalStatus === 'approved' && row.hasProposedChanges) return 'edit_pending';
  return row.approvalStatus;
}

/**
 * Whether Active or Inactive means something to customers: only an approved service (an edit waiting beside it
 * included) is listed, so only then do the screens show its switch as a state of its own.
 */
export function showsActivity(state: ServiceState): boolean {
  return state === 'approved' || state === 'edit_pending';
}

/** The review badge each state shows (an edit waiting shows Approved, with Edit pending beside it). */
export const SERVICE_REVIEW_LABELS: Readonly<Record<Exclude<ServiceState, 'archived'>, string>> = Object.freeze({
  pending: 'Pending',
  rejected: 'Rejected',
  approved: 'Approved',
  edit_pending: 'Approved',
});
export const SERVICE_EDIT_PENDING_LABEL = 'Edit pending';

/** The second axis: a service is active (bookable once approved) or inactive; deactivating keeps its bookings. */
export const SERVICE_ACTIVITIES = Object.freeze(['active', 'inactive'] as const);
export type ServiceActivity = (typeof SERVICE_ACTIVITIES)[number];
export const SERVICE_ACTIVITY_LABELS: Readonly<Record<ServiceActivity, string>> = Object.freeze({ active: 'Active', inactive: 'Inactive' });

/** activate and deactivate are explicit (an admin's buttons); toggle is the salon's switch and always flips. */
export type ActivationRequest = 'activate' | 'deactivate' | 'toggle';

/**
 * Where each request takes the switch. An explicit Activate or Deactivate of a service already in that state is
 * refused, so two people pressing at once cannot undo each other.
 */
export const SERVICE_ACTIVITY_TRANSITIONS: Readonly<Record<ServiceActivity, Readonly<Partial<Record<ActivationRequest, ServiceActivity>>>>> = Object.freeze({
  active: Object.freeze({ deactivate: 'inactive', toggle: 'inactive' } as const),
  inactive: Object.freeze({ activate: 'active', toggle: 'active' } as const),
});

export const activityOf = (isActive: boolean): ServiceActivity => (isActive ? 'active' : 'inactive');

/** The switch's next state, or null when the request is refused from it. */
export function nextServiceActivity(from: ServiceActivity, request: ActivationRequest): ServiceActivity | null {
  return SERVICE_ACTIVITY_TRANSITIONS[from][request] ?? null;
}

/** The button an admin is offered for a switch: the one request its state allows besides the toggle. */
export function activationButton(isActive: boolean): 'activate' | 'deactivate' {
  return nextServiceActivity(activityOf(isActive), 'activate') ? 'activate' : 'deactivate';
}
