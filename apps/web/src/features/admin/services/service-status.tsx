import {
  activationButton,
  awaitsServiceDecision,
  SERVICE_ACTIVITY_LABELS,
  SERVICE_EDIT_PENDING_LABEL,
  SERVICE_REVIEW_LABELS,
  type ServiceState,
  serviceStateOf,
  showsActivity,
} from '@lull/domain/service-status';

import { Badge } from '@/components/ui/badge';
import type { AdminService } from '../api/admin-services';

/** The one state of a listed service (decision 044): the API's review state, with an approved service's edit waiting its own. */
export const stateOfService = (service: Pick<AdminService, 'approval_status' | 'proposed_changes'>): ServiceState =>
  serviceStateOf({ approvalStatus: service.approval_status, hasProposedChanges: service.proposed_changes !== null });

/** Whether the service waits for an admin's decision: new, or an approved service's edit (decisions 013, 044). */
export const awaitsDecision = (service: Pick<AdminService, 'approval_status' | 'proposed_changes'>) => awaitsServiceDecision(stateOfService(service));

/** Activate or Deactivate, by the switch's table, or null before the service is approved (nothing to switch for customers). */
export function activationAction(service: Pick<AdminService, 'approval_status' | 'proposed_changes' | 'is_active'>): { label: 'Activate' | 'Deactivate'; active: boolean } | null {
  if (!showsActivity(stateOfService(service))) return null;
  return activationButton(service.is_active) === 'activate' ? { label: 'Activate', active: true } : { label: 'Deactivate', active: false };
}

const REVIEW_COLOURS = { pending: 'amber', rejected: 'red', approved: 'green', edit_pending: 'green' } as const;

/** Its review state and, once approved, whether it is Active or Inactive, by the domain's life cycle (decision 044). */
export function ServiceStatus({ service, inTable = true }: { service: AdminService; inTable?: boolean }) {
  const state = stateOfService(service);
  return (
    <div className={inTable ? 'flex flex-wrap justify-end gap-1.5 @2xl:justify-start' : 'flex flex-wrap gap-1.5'}>
      {state !== 'archived' ? <Badge colour={REVIEW_COLOURS[state]}>{SERVICE_REVIEW_LABELS[state]}</Badge> : null}
      {showsActivity(state) ? (
        service.is_active ? <Badge colour="blue">{SERVICE_ACTIVITY_LABELS.active}</Badge> : <Badge colour="neutral">{SERVICE_ACTIVITY_LABELS.inactive}</Badge>
      ) : null}
      {state === 'edit_pending' ? <Badge colour="amber">{SERVICE_EDIT_PENDING_LABEL}</Badge> : null}
      {service.merchant_status === 'pending_review' ? <Badge colour="neutral">Business under review</Badge> : null}
      {service.merchant_status === 'paused' ? <Badge colour="neutral">Business paused</Badge> : null}
    </div>
  );
}
