import { Badge } from '../../../components/ui/badge';
import type { AdminService } from '../api/admin-services';

/** Whether the service waits for an admin's decision: new, or an approved service's edit (decision 013). */
export const awaitsDecision = (service: Pick<AdminService, 'approval_status' | 'proposed_changes'>) =>
  service.approval_status === 'pending' || service.proposed_changes !== null;

/** Its review state and, once approved, whether it is Active or Inactive (admin spec §4). */
export function ServiceStatus({ service, inTable = true }: { service: AdminService; inTable?: boolean }) {
  return (
    <div className={inTable ? 'flex flex-wrap justify-end gap-1.5 @2xl:justify-start' : 'flex flex-wrap gap-1.5'}>
      {service.approval_status === 'pending' ? <Badge colour="amber">Pending</Badge> : null}
      {service.approval_status === 'rejected' ? <Badge colour="red">Rejected</Badge> : null}
      {service.approval_status === 'approved' ? <Badge colour="green">Approved</Badge> : null}
      {service.approval_status === 'approved' ? service.is_active ? <Badge colour="blue">Active</Badge> : <Badge colour="neutral">Inactive</Badge> : null}
      {service.proposed_changes ? <Badge colour="amber">Edit pending</Badge> : null}
      {service.merchant_status === 'pending_review' ? <Badge colour="neutral">Business under review</Badge> : null}
      {service.merchant_status === 'paused' ? <Badge colour="neutral">Business paused</Badge> : null}
    </div>
  );
}
