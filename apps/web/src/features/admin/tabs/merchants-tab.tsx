import { ADMIN_MERCHANT_FILTERS, type AdminMerchantFilter } from '@lull/domain/contracts/admin-merchants';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { ExportButton } from '@/components/dashboard/export-button';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { RejectDialog } from '@/components/dashboard/reject-dialog';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatPhone } from '@/lib/format';
import {
  type AdminMerchant,
  useAdminMerchant,
  useAdminMerchants,
  useDeleteMerchant,
  useReviewMerchant,
  useSetMerchantPaused,
} from '../api/admin-merchants';
import { DeleteMerchantDialog } from '../merchants/delete-merchant-dialog';
import { MerchantFormDialog } from '../merchants/merchant-form-dialog';
import { EMPTY_LIST, EMPTY_SEARCH, MERCHANT_TOASTS } from '../merchants/merchant-messages';
import { MerchantProfileDialog } from '../merchants/merchant-profile-dialog';
import { MerchantStatus, merchantActions } from '../merchants/merchant-status';
import { PauseMerchantDialog } from '../merchants/pause-merchant-dialog';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['status'] as const;

const FILTER_LABELS: Record<AdminMerchantFilter, string> = { all: 'All', verified: 'Verified', pending: 'Pending', paused: 'Paused', declined: 'Declined' };

function filterOf(value: string | null): AdminMerchantFilter {
  return (ADMIN_MERCHANT_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminMerchantFilter) : 'all';
}

/** A business as the dialogs need it: its id and name. */
type Subject = Pick<AdminMerchant, 'id' | 'business_name'>;

/** The server's message when it gave one, else the spec's words. */
const serverText = (error: unknown, fallback: string) => (error instanceof ApiError && error.fromServer ? error.message : fallback);

/** Edit loads the whole profile first (its files), then opens the form with it. */
function EditMerchant({ merchantId, onClose }: { merchantId: string; onClose: () => void }) {
  const merchant = useAdminMerchant(merchantId);
  const { isError, error } = merchant;
  useEffect(() => {
    if (!isError) return;
    toast.error(MERCHANT_TOASTS.updateFailed.title, { description: errorMessage(error, MERCHANT_TOASTS.updateFailed.description) });
    onClose();
  }, [isError, error, onClose]);
  if (!merchant.data) return null;
  return <MerchantFormDialog key={merchant.data.id} mode="edit" merchant={merchant.data} open onOpenChange={(open) => !open && onClose()} />;
}

/**
 * Merchants (decision 042): searched by name, email, city or category, filtered All/Verified/Pending/Paused/Declined and
 * paged by the server, with the filters and the open profile (`merchant=<id>`, which the overview links to) in the
 * address. Approve and Reject for applications (a declined one can be approved), Pause (with a reason) and Unpause for verified
 * businesses, Edit, Delete (saying first what it cancels) and Create; the actions follow the domain's lifecycle table.
 */
export function MerchantsTab() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = filterOf(params.get('status'));
  const profileId = params.get('merchant');
  const merchants = useAdminMerchants({ q, status, page });
  const review = useReviewMerchant();
  const setPaused = useSetMerchantPaused();
  const remove = useDeleteMerchant();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [approving, setApproving] = useState<Subject | null>(null);
  const [rejecting, setRejecting] = useState<Subject | null>(null);
  const [deleting, setDeleting] = useState<Subject | null>(null);
  const [pausing, setPausing] = useState<Subject | null>(null);

  const openProfile = (merchant: Subject) => update({ merchant: merchant.id });
  const closeEdit = useCallback(() => setEditing(null), []);

  /** Unpause at once: it only shows a business again. Pause asks first, with a reason (PauseMerchantDialog). */
  function unpause(merchant: Subject) {
    setPaused.mutate(
      { id: merchant.id, paused: false },
      {
        onSuccess: () => toast.success('Merchant Unpaused', { description: `${merchant.business_name} is live again.` }),
        onError: (error) => toast.error('Update Failed', { description: serverText(error, 'Failed to unpause merchant. Please try again.') }),
      },
    );
  }

  const columns: Column<AdminMerchant>[] = [
    {
      header: 'Business',
      cell: (row) => (
        <div className="max-w-xs">
          <p className="font-medium text-stone-900">{row.business_name}</p>
          {row.contact_person ? <p className="text-stone-600">{row.contact_person}</p> : null}
        </div>
      ),
    },
    {
      header: 'Contact',
      cell: (row) => (
        <div className="min-w-0">
          <p className="break-all text-stone-800">{row.user_email}</p>
          {row.phone ? <p className="text-stone-600">{formatPhone(row.phone)}</p> : null}
        </div>
      ),
    },
    { header: 'Category', cell: (row) => row.business_category || <span className="text-stone-600">Not specified</span> },
    { header: 'Services', numeric: true, cell: (row) => row.services_count },
    { header: 'Location', cell: (row) => [row.city, row.postcode].filter(Boolean).join(', ') || <span className="text-stone-600">Not provided</span> },
    {
      header: 'Status',
      cell: (row) => (
        <div className="space-y-1">
          <MerchantStatus merchant={row} />
          {/* How reliable the business is for its customers (decision 051). */}
          {row.salon_cancellations > 0 ? <p className="text-xs text-stone-600">Cancelled {row.salon_cancellations === 1 ? '1 booking' : `${row.salon_cancellations} bookings`}</p> : null}
        </div>
      ),
    },
    { header: 'Applied', cell: (row) => <span className="@2xl:whitespace-nowrap">{formatDate(row.created_at)}</span> },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      // Wide enough for two buttons a line, so a row's actions stay as short as its details.
      className: '@2xl:min-w-52',
      cell: (row) => {
        const allowed = merchantActions(row);
        return (
          <div className="flex flex-wrap items-start gap-2 @2xl:justify-end">
            <Button variant="ghost" size="sm" onClick={() => openProfile(row)} aria-label={`View ${row.business_name}`}>
              View
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(row.id)} aria-label={`Edit ${row.business_name}`}>
              Edit
            </Button>
            {allowed.canApprove ? (
              <Button size="sm" onClick={() => setApproving(row)} aria-label={`Approve ${row.business_name}`}>
                Approve
              </Button>
            ) : null}
            {allowed.canReject ? (
              <Button variant="secondary" size="sm" className="text-red-800" onClick={() => setRejecting(row)} aria-label={`Reject ${row.business_name}`}>
                Reject
              </Button>
            ) : null}
            {allowed.canPause ? (
              <Button variant="secondary" size="sm" onClick={() => setPausing(row)} aria-label={`Pause ${row.business_name}`}>
                Pause
              </Button>
            ) : null}
            {allowed.canUnpause ? (
              <Button
                variant="secondary"
                size="sm"
                isLoading={setPaused.isPending && setPaused.variables?.id === row.id}
                onClick={() => unpause(row)}
                aria-label={`Unpause ${row.business_name}`}
              >
                Unpause
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={`Delete ${row.business_name}`}>
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  const empty = q !== '' || (status !== 'all' && status !== 'pending') ? EMPTY_SEARCH : EMPTY_LIST;
  return (
    <section aria-labelledby="merchants-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="merchants-heading" className="font-display text-2xl text-stone-900">
            Merchants
          </h2>
          <p className="mt-1 text-sm text-stone-700">Every business on Lull. Review applications, pause a business, or list one yourself.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" /> Create Merchant
          </Button>
          <ExportButton kind="merchants" filters={{ q, status }} />
        </div>
      </div>
      <FilterBar
        searchLabel="Search by business name, email, city or category"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Status', value: status, options: ADMIN_MERCHANT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Merchants"
        columns={columns}
        rows={merchants.data?.items}
        rowKey={(row) => row.id}
        isLoading={merchants.isFetching}
        error={merchants.isError ? { message: errorMessage(merchants.error, 'We could not load the merchants.'), retry: () => void merchants.refetch() } : null}
        empty={empty}
        onRowClick={openProfile}
        paging={merchants.data ? { page, pageSize: merchants.data.page_size, total: merchants.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />

      <MerchantProfileDialog
        merchantId={profileId}
        onOpenChange={(open) => !open && update({ merchant: '' })}
        actions={{
          onApprove: setApproving,
          onReject: setRejecting,
          onPause: setPausing,
          onUnpause: unpause,
          onEdit: (merchant) => setEditing(merchant.id),
          onDelete: setDeleting,
          busy: setPaused.isPending && setPaused.variables?.id === profileId && !setPaused.variables.paused ? 'unpause' : null,
        }}
      />
      {creating ? <MerchantFormDialog mode="create" open onOpenChange={(open) => !open && setCreating(false)} /> : null}
      {editing ? <EditMerchant merchantId={editing} onClose={closeEdit} /> : null}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={`Approve ${approving?.business_name ?? 'this merchant'}?`}
        description="It goes live at once: customers can find and book its approved, active services. The owner is told by notification and email."
        confirmLabel="Approve"
        fallbackError={MERCHANT_TOASTS.approveFailed.fallback}
        onConfirm={async () => {
          if (!approving) return;
          try {
            await review.mutateAsync({ id: approving.id, decision: { approved: true } });
          } catch (error) {
            const description = error instanceof ApiError && error.status === 0 ? MERCHANT_TOASTS.approveFailed.exception : serverText(error, MERCHANT_TOASTS.approveFailed.fallback);
            toast.error(MERCHANT_TOASTS.approveFailed.title, { description });
            throw new Error(description);
          }
          toast.success(MERCHANT_TOASTS.approved.title, { description: MERCHANT_TOASTS.approved.description });
        }}
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        subject={rejecting?.business_name ?? 'this merchant'}
        fallbackError={MERCHANT_TOASTS.rejectFailed.description}
        onReject={async (decision) => {
          if (!rejecting) return;
          try {
            await review.mutateAsync({ id: rejecting.id, decision: { approved: false, ...decision } });
          } catch (error) {
            const description = serverText(error, MERCHANT_TOASTS.rejectFailed.description);
            toast.error(MERCHANT_TOASTS.rejectFailed.title, { description });
            throw new Error(description);
          }
          toast.success(MERCHANT_TOASTS.rejected, { description: `${rejecting.business_name} has been told the reason.` });
        }}
      />
      <PauseMerchantDialog
        merchant={pausing}
        onOpenChange={(open) => !open && setPausing(null)}
        onPause={async (reason) => {
          if (!pausing) return;
          try {
            await setPaused.mutateAsync({ id: pausing.id, paused: true, reason });
          } catch (error) {
            const description = serverText(error, 'Failed to pause merchant. Please try again.');
            toast.error('Update Failed', { description });
            throw new Error(description);
          }
          toast.success('Merchant Paused', { description: `${pausing.business_name} is hidden from customers until you unpause it. Its owner has been told why.` });
        }}
      />
      <DeleteMerchantDialog
        merchant={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          let outcome;
          try {
            outcome = await remove.mutateAsync(deleting.id);
          } catch (error) {
            const description = serverText(error, MERCHANT_TOASTS.deleteFailed.fallback);
            toast.error(MERCHANT_TOASTS.deleteFailed.title, { description });
            throw new Error(description);
          }
          if (profileId === deleting.id) update({ merchant: '' });
          const cancelled = outcome.bookings_cancelled;
          toast.success('Merchant Deleted', {
            description: `${deleting.business_name} is gone. ${cancelled === 0 ? 'It had no upcoming paid bookings.' : `${cancelled} upcoming ${cancelled === 1 ? 'booking was' : 'bookings were'} cancelled and refunded in full.`}`,
          });
        }}
      />
    </section>
  );
}
