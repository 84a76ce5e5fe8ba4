import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { SERVICE_ACTIVE_FILTERS, SERVICE_APPROVAL_FILTERS } from '@lull/domain/contracts/services';
import { activationButton, SERVICE_ACTIVITY_LABELS, SERVICE_REVIEW_LABELS } from '@lull/domain/service-status';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import {
  type ActiveFilter,
  type ApprovalFilter,
  type MerchantService,
  useDeleteService,
  useMyServices,
  useToggleService,
} from '../api/my-services';
import { PREPARE_SERVICES } from '../components/review-banner';
import { ServiceFormDialog } from '../components/service-form-dialog';
import { SectionHeading } from './section-heading';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['approval', 'active'] as const;

export const TOGGLE_FAILED = 'Failed to update service.';
export const DELETE_FAILED = 'Failed to delete service.';

const APPROVAL_LABELS: Record<ApprovalFilter, string> = { all: 'All', approved: 'Approved', pending: 'Pending', rejected: 'Rejected' };
/** The switch's button, named for the request the service's active state allows (decision 044). */
const SWITCH_LABELS = { activate: 'Activate', deactivate: 'Deactivate' } as const;
const ACTIVE_LABELS: Record<ActiveFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T => ((values as readonly string[]).includes(value ?? '') ? (value as T) : values[0]!);

function ApprovalBadge({ service }: { service: MerchantService }) {
  if (service.approval_status === 'approved') return <Badge colour="green">{SERVICE_REVIEW_LABELS.approved}</Badge>;
  if (service.approval_status === 'rejected') return <Badge colour="red">{SERVICE_REVIEW_LABELS.rejected}</Badge>;
  return <Badge colour="amber">Pending review</Badge>;
}

/** Why nothing can be added or changed, when that is so (decision 040): only a paused business is locked. */
function lockedReason(merchant: OwnMerchant): { title: string; text: string } | null {
  if (merchant.is_paused) {
    return { title: 'Business Paused', text: 'Our team has paused your business, so services cannot be added, edited or switched on or off. Contact support to resume it.' };
  }
  return null;
}

/**
 * Services: searched, filtered by approval and activity and paged by the server, with the filters (and the Add
 * form, `add=1`) in the address so Back and a shared link work. Add and Edit open the form, then its review.
 */
export function ServicesSection({ merchant }: { merchant: OwnMerchant }) {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const approval = oneOf(SERVICE_APPROVAL_FILTERS, params.get('approval'));
  const active = oneOf(SERVICE_ACTIVE_FILTERS, params.get('active'));
  const services = useMyServices({ q, approval, active, page });
  const toggle = useToggleService();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<MerchantService | null>(null);
  const [deleting, setDeleting] = useState<MerchantService | null>(null);
  const locked = lockedReason(merchant);
  const adding = params.get('add') === '1' && locked === null;

  const openAdd = () => update({ add: '1' });

  const columns: Column<MerchantService>[] = [
    {
      header: 'Service',
      cell: (row) => (
        <div className="max-w-xs text-left">
          <p className="font-medium text-stone-900">{row.name}</p>
          {row.technician_name ? <p className="text-stone-600">with {row.technician_name}</p> : null}
          {row.proposed_changes ? (
            <p className="mt-1">
              <Badge colour="blue">Changes under review</Badge>
            </p>
          ) : null}
          {row.rejection_reason ? (
            <p className="mt-1 text-sm text-red-800">
              <span className="font-semibold">{row.approval_status === 'rejected' ? 'Needs revision: ' : 'Changes not approved: '}</span>
              {row.rejection_reason}
            </p>
          ) : null}
        </div>
      ),
    },
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
    {
      header: 'Duration',
      cell: (row) => (
        <div>
          <p>{row.duration} min</p>
          {row.buffer_minutes > 0 ? <p className="text-xs whitespace-nowrap text-stone-600">+{row.buffer_minutes} min clean-up</p> : null}
        </div>
      ),
    },
    { header: 'Approval', cell: (row) => <ApprovalBadge service={row} /> },
    { header: 'Active', cell: (row) => (row.is_active ? <Badge colour="green">{SERVICE_ACTIVITY_LABELS.active}</Badge> : <Badge colour="neutral">{SERVICE_ACTIVITY_LABELS.inactive}</Badge>) },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button variant="secondary" size="sm" disabled={locked !== null} onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={locked !== null}
            isLoading={toggle.isPending && toggle.variables === row.id}
            onClick={() => toggle.mutate(row.id, { onError: () => toast.error(TOGGLE_FAILED) })}
            aria-label={`${SWITCH_LABELS[activationButton(row.is_active)]} ${row.name}`}
          >
            {SWITCH_LABELS[activationButton(row.is_active)]}
          </Button>
          <Button variant="ghost" size="sm" disabled={locked !== null} className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={`Delete ${row.name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const filtered = q !== '' || approval !== 'all' || active !== 'all';
  return (
    <section aria-labelledby="services-heading" className="space-y-5">
      <SectionHeading id="services-heading" title="Services" description="What customers can book. New services and changes are reviewed by our team first.">
        <Button onClick={openAdd} disabled={locked !== null}>
          <Plus className="size-4" aria-hidden="true" /> Add Service
        </Button>
      </SectionHeading>
      {locked ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{locked.title}</p>
          <p className="mt-0.5">{locked.text}</p>
        </div>
      ) : merchant.status !== 'approved' ? (
        // Decision 040: a business under review (or declined) prepares its services; they wait for its approval.
        // Under review the banner above says PREPARE_SERVICES already, so this says only what it means here.
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-stone-900">
          <p className="font-semibold">Not bookable yet</p>
          <p className="mt-0.5">
            {merchant.status === 'declined'
              ? `${PREPARE_SERVICES} Resubmit your application from the banner above.`
              : 'Our team reviews each service, and customers can book them once your business is approved.'}
          </p>
        </div>
      ) : null}
      <FilterBar
        searchLabel="Search services"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[
          { name: 'approval', label: 'Approval', value: approval, options: SERVICE_APPROVAL_FILTERS.map((value) => ({ value, label: APPROVAL_LABELS[value] })) },
          { name: 'active', label: 'Active', value: active, options: SERVICE_ACTIVE_FILTERS.map((value) => ({ value, label: ACTIVE_LABELS[value] })) },
        ]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Your services"
        columns={columns}
        rows={services.data?.items}
        rowKey={(row) => row.id}
        isLoading={services.isFetching}
        error={services.isError ? { message: errorMessage(services.error, 'We could not load your services.'), retry: () => void services.refetch() } : null}
        empty={
          filtered ? (
            'No services match your search.'
          ) : (
            <div className="space-y-3">
              <p className="font-medium text-stone-900">No services yet</p>
              <p>Add your first service and our team will review it within 1–2 business days.</p>
              {locked === null ? (
                <Button onClick={openAdd}>
                  <Plus className="size-4" aria-hidden="true" /> Add Service
                </Button>
              ) : null}
            </div>
          )
        }
        paging={services.data ? { page, pageSize: services.data.page_size, total: services.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      {adding ? <ServiceFormDialog key="new" service={null} open onOpenChange={(open) => !open && update({ add: '' })} /> : null}
      {editing ? <ServiceFormDialog key={editing.id} service={editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this service?"
        description={`${deleting?.name ?? 'This service'} will no longer be offered to customers. Past bookings stay in your records. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        fallbackError={DELETE_FAILED}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            throw new Error(errorMessage(error, DELETE_FAILED));
          }
          toast.success(`${deleting.name} deleted.`);
        }}
      />
    </section>
  );
}
