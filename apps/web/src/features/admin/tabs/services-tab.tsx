import { ADMIN_SERVICE_FILTERS, type AdminServiceFilter } from '@lull/domain/contracts/admin-services';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { RejectDialog } from '@/components/dashboard/reject-dialog';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { useAdminStats } from '../api/admin-overview';
import { type AdminService, useAdminServices, useDeleteService, useReviewService, useSetServiceActive } from '../api/admin-services';
import { ServiceDetailsDialog } from '../services/service-details-dialog';
import { AdminServiceFormDialog } from '../services/service-form-dialog';
import { SERVICE_TOASTS, failureText } from '../services/service-messages';
import { ServiceStatus, activationAction, awaitsDecision } from '../services/service-status';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['status'] as const;

const FILTER_LABELS: Record<AdminServiceFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive', pending: 'Pending', approved: 'Approved' };

const filterOf = (value: string | null): AdminServiceFilter => ((ADMIN_SERVICE_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminServiceFilter) : 'all');

const ACTIVATION_FALLBACK = 'Failed to update service. Please try again.';

/** What Reject, Delete and Edit act on: a row or the details modal's service. */
type Target = Pick<AdminService, 'id' | 'name'>;

/**
 * The Services tab (admin spec §2.2): Create Service, search (name, business, category), the filter from `?status=`,
 * the table with bookings and revenue per service, and the details modal from `?service=` (the overview links
 * there). Approve, Reject, Edit and Delete from a row or the modal, each with its own toast.
 */
export function ServicesTab() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = filterOf(params.get('status'));
  const viewing = params.get('service');
  const services = useAdminServices({ q, status, page });
  const stats = useAdminStats();
  const review = useReviewService();
  const remove = useDeleteService();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminService | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const setActive = useSetServiceActive();
  const [switching, setSwitching] = useState<(Target & { active: boolean }) | null>(null);

  function approve(service: Target) {
    review.mutate(
      { id: service.id, approved: true },
      {
        onSuccess: () => toast.success(SERVICE_TOASTS.approved.title, { description: SERVICE_TOASTS.approved.description }),
        onError: (error) => toast.error(SERVICE_TOASTS.approveFailed, { description: failureText(error, SERVICE_TOASTS.approveFallback, SERVICE_TOASTS.approveException) }),
      },
    );
  }

  const columns: Column<AdminService>[] = [
    {
      header: 'Service',
      cell: (row) => (
        <div className="max-w-xs">
          <button type="button" className="text-left font-medium text-stone-900 underline-offset-2 hover:underline" onClick={() => update({ service: row.id })}>
            {row.name}
          </button>
          {row.technician_name ? <p className="text-stone-600">with {row.technician_name}</p> : null}
        </div>
      ),
    },
    { header: 'Merchant', cell: (row) => row.merchant_business_name },
    { header: 'Category', cell: (row) => row.category },
    {
      header: 'Price',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{formatPoundsAsMoney(row.price)}</p>
          {row.off_peak_price !== null ? <p className="text-xs text-saving-700">Off-peak {formatPoundsAsMoney(row.off_peak_price)}</p> : null}
        </div>
      ),
    },
    { header: 'Duration', numeric: true, cell: (row) => `${row.duration} min` },
    {
      header: 'Bookings',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{row.total_bookings}</p>
          <p className="text-xs text-stone-600">{formatPoundsAsMoney(row.total_revenue)}</p>
        </div>
      ),
    },
    { header: 'Status', cell: (row) => <ServiceStatus service={row} /> },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      className: '@2xl:w-52',
      cell: (row) => (
        <div className="flex flex-wrap gap-2 @2xl:justify-end">
          <Button variant="secondary" size="sm" onClick={() => update({ service: row.id })} aria-label={`View ${row.name}`}>
            View
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
          <ActivationButton service={row} onPress={(active) => setSwitching({ id: row.id, name: row.name, active })} />
          {awaitsDecision(row) ? (
            <>
              <Button size="sm" isLoading={review.isPending && review.variables?.id === row.id && review.variables.approved} onClick={() => approve(row)} aria-label={`Approve ${row.name}`}>
                Approve
              </Button>
              <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setRejecting(row)} aria-label={`Reject ${row.name}`}>
                Reject
              </Button>
            </>
          ) : null}
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={`Delete ${row.name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const filtered = q !== '' || status !== 'all';
  const totalServices = stats.data?.total_services;
  return (
    <section aria-labelledby="services-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="services-heading" className="font-display text-2xl text-stone-900">
            Services
          </h2>
          <p className="mt-1 text-sm text-stone-600">Review what salons offer, and keep the catalogue right.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" /> Create Service
        </Button>
      </div>
      <FilterBar
        searchLabel="Search by service, merchant or category"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Status', value: status, options: ADMIN_SERVICE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Services"
        columns={columns}
        rows={services.data?.items}
        rowKey={(row) => row.id}
        isLoading={services.isFetching}
        error={services.isError ? { message: errorMessage(services.error, 'We could not load the services.'), retry: () => void services.refetch() } : null}
        empty={
          <div className="space-y-1">
            <p className="font-medium text-stone-900">{filtered ? 'No services match your search criteria' : 'No services yet'}</p>
            {totalServices !== undefined ? <p>Total services: {totalServices}</p> : null}
          </div>
        }
        paging={services.data ? { page, pageSize: services.data.page_size, total: services.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <ServiceDetailsDialog
        serviceId={viewing}
        onClose={() => update({ service: '' })}
        onEdit={(service) => {
          update({ service: '' });
          setEditing(service);
        }}
        onApprove={(service) => approve(service)}
        onReject={(service) => {
          update({ service: '' });
          setRejecting(service);
        }}
        approving={review.isPending && review.variables?.id === viewing && review.variables.approved}
      />
      {creating ? <AdminServiceFormDialog key="new" service={null} open onOpenChange={(open) => !open && setCreating(false)} /> : null}
      {editing ? <AdminServiceFormDialog key={editing.id} service={editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        subject={rejecting?.name ?? 'service'}
        fallbackError={SERVICE_TOASTS.rejectFailed.description}
        onReject={async (decision) => {
          if (!rejecting) return;
          try {
            await review.mutateAsync({ id: rejecting.id, approved: false, ...decision });
          } catch (error) {
            const message = errorMessage(error, SERVICE_TOASTS.rejectFailed.description);
            toast.error(SERVICE_TOASTS.rejectFailed.title, { description: message });
            throw new Error(message);
          }
          toast.success(SERVICE_TOASTS.rejected, { description: `${rejecting.name} was rejected; the owner has been told why.` });
        }}
      />
      <ConfirmDialog
        open={switching !== null}
        onOpenChange={(open) => !open && setSwitching(null)}
        title={`${switching?.active ? 'Activate' : 'Deactivate'} ${switching?.name ?? 'this service'}?`}
        description={
          switching?.active
            ? 'Customers can find and book it again while its business is live. Its owner is told.'
            : 'Customers can no longer book it. Bookings already made stay as they are. Its owner is told, and it can be activated again at any time.'
        }
        confirmLabel={switching?.active ? 'Activate' : 'Deactivate'}
        fallbackError={ACTIVATION_FALLBACK}
        onConfirm={async () => {
          if (!switching) return;
          try {
            await setActive.mutateAsync({ id: switching.id, active: switching.active });
          } catch (error) {
            const message = errorMessage(error, ACTIVATION_FALLBACK);
            toast.error(SERVICE_TOASTS.updateFailed.title, { description: message });
            throw new Error(message);
          }
          toast.success(switching.active ? 'Service Activated' : 'Service Deactivated', {
            description: switching.active ? `${switching.name} can be booked again.` : `${switching.name} can no longer be booked.`,
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this service?"
        description={`${deleting?.name ?? 'This service'} will no longer be offered to customers. One that was booked before is kept for the records of its bookings; one with upcoming bookings cannot be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        fallbackError={SERVICE_TOASTS.deleteFallback}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            const message = errorMessage(error, SERVICE_TOASTS.deleteFallback);
            toast.error(SERVICE_TOASTS.deleteFailed, { description: message });
            throw new Error(message);
          }
          toast.success(SERVICE_TOASTS.deleted, { description: `${deleting.name} was deleted.` });
          if (viewing === deleting.id) update({ service: '' });
        }}
      />
    </section>
  );
}

/** Activate or Deactivate, as the service's life cycle offers it (decision 044); nothing before it is approved. */
function ActivationButton({ service, onPress }: { service: AdminService; onPress: (active: boolean) => void }) {
  const action = activationAction(service);
  if (!action) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => onPress(action.active)} aria-label={`${action.label} ${service.name}`}>
      {action.label}
    </Button>
  );
}
