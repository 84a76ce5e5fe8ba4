import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditTargetType } from '@lull/domain/contracts/admin-audit';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { ExportButton } from '@/components/dashboard/export-button';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatPoundsAsMoney } from '@/lib/format';
import { type AdminAuditEntry, useAdminAudit } from '../api/admin-audit';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['action'] as const;

const GROUP_LABELS: Record<AuditTargetType, string> = {
  merchant: 'Merchants',
  service: 'Services',
  user: 'Users',
  booking: 'Bookings',
  contact_message: 'Contact messages',
  refund_request: 'Refunds',
  payout: 'Payouts',
  review: 'Reviews',
};

const VERBS: Record<string, string> = {
  create: 'created',
  approve: 'approved',
  reject: 'rejected',
  edit: 'edited',
  pause: 'paused',
  unpause: 'unpaused',
  delete: 'deleted',
  edit_approve: 'edit approved',
  edit_reject: 'edit rejected',
  disable: 'disabled',
  enable: 'enabled',
  grant_credit: 'credit granted',
  handle: 'handled',
  complete: 'completed',
  fail: 'failed',
  record: 'recorded',
  verify: 'verified',
  hide: 'hidden',
  cancel: 'cancelled',
};

const TARGET_NAMES: Record<string, string> = {
  merchant: 'Merchant',
  service: 'Service',
  user: 'User',
  booking: 'Booking',
  contact_message: 'Contact message',
  refund_request: 'Refund',
  refund: 'Refund',
  payout: 'Payout',
  bank_account: 'Bank account',
  review: 'Review',
};

/** 'merchant.approve' → 'Merchant approved'; an action this list does not know reads as stored. */
export function actionLabel(action: string): string {
  const [target = '', verb = ''] = action.split('.');
  const name = TARGET_NAMES[target];
  const done = VERBS[verb];
  return name && done ? `${name} ${done}` : action;
}

/** All, then each kind of target (every action on it), then each action. */
const ACTION_OPTIONS = [
  { value: 'all', label: 'All actions' },
  ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: `${GROUP_LABELS[type]}: all` })),
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];

function actionOf(value: string | null): string {
  return ACTION_OPTIONS.some((option) => option.value === value) ? (value as string) : 'all';
}

/**
 * The Audit trail (decision 019): every admin action, newest first (who, what, on which record, what it changed,
 * the money), searched and filtered by the server, exportable.
 */
export function AuditTab() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const action = actionOf(params.get('action'));
  const trail = useAdminAudit({ q, action, page });

  const columns: Column<AdminAuditEntry>[] = [
    { header: 'When', cell: (row) => <time dateTime={row.created_at} className="whitespace-nowrap">{formatDateTime(row.created_at)}</time> },
    {
      header: 'Who',
      cell: (row) =>
        row.actor ? (
          <div className="@2xl:min-w-32">
            <p className="font-medium text-stone-900">{row.actor.name}</p>
            <p className="text-xs break-all text-stone-700">{row.actor.email}</p>
          </div>
        ) : (
          <span className="text-stone-600">Deleted admin account</span>
        ),
    },
    { header: 'Action', cell: (row) => <Badge colour="neutral">{actionLabel(row.action)}</Badge> },
    {
      header: 'Target',
      cell: (row) => (
        <div className="@2xl:max-w-48">
          {/* Anywhere: a long email in the label must wrap inside its cell, not run into the next. */}
          {row.target_label ? <p className="text-stone-900 [overflow-wrap:anywhere]">{row.target_label}</p> : null}
          <p className="font-mono text-xs break-all text-stone-600">
            {TARGET_NAMES[row.target_type] ?? row.target_type} {row.target_id}
          </p>
        </div>
      ),
    },
    {
      header: 'Changes',
      cell: (row) => (
        <div className="@2xl:max-w-72">
          {row.amount !== null ? <p className="font-semibold text-stone-900 tabular-nums">{formatPoundsAsMoney(row.amount)}</p> : null}
          <p className="text-xs text-stone-700 [overflow-wrap:anywhere]">{row.summary || '—'}</p>
        </div>
      ),
    },
    { header: 'Note', cell: (row) => (row.note ? <p className="text-sm break-words @2xl:max-w-56">{row.note}</p> : <span className="text-stone-600">None</span>) },
  ];

  const filtered = q !== '' || action !== 'all';
  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <div>
        <h2 id="audit-heading" className="font-display text-2xl text-stone-900">
          Audit trail
        </h2>
        <p className="mt-1 text-sm text-stone-700">Every change an admin made, who made it and when, written in the same transaction as the change itself.</p>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <FilterBar
            searchLabel="Search by admin, action, record ID or note"
            search={q}
            onSearch={(term) => update({ q: term, page: '1' })}
            filters={[{ name: 'action', label: 'Action', value: action, options: ACTION_OPTIONS }]}
            onFilter={(name, value) => update({ [name]: value, page: '1' })}
          />
        </div>
        <div className="lg:mb-0.5">
          <ExportButton kind="audit" filters={{ q, action }} />
        </div>
      </div>
      <DataTable
        caption="Audit trail"
        columns={columns}
        rows={trail.data?.items}
        rowKey={(row) => row.id}
        isLoading={trail.isFetching}
        error={trail.isError ? { message: errorMessage(trail.error, 'We could not load the audit trail.'), retry: () => void trail.refetch() } : null}
        empty={filtered ? 'No actions match your search criteria.' : 'No admin actions yet.'}
        paging={trail.data ? { page, pageSize: trail.data.page_size, total: trail.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
    </section>
  );
}
