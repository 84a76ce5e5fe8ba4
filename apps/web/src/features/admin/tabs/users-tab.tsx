import { ADMIN_USER_FILTERS, type AdminUserFilter } from '@lull/domain/contracts/admin-users';
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
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { type AdminUser, useAdminUsers, useSetUserActive } from '../api/admin-users';
import { GrantCreditDialog } from '../components/grant-credit-dialog';
import { UserProfileDialog } from '../components/user-profile-dialog';
import { ROLE_LABELS, userName } from '../components/user-name';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['status'] as const;

const FILTER_LABELS: Record<AdminUserFilter, string> = { all: 'All', active: 'Active', disabled: 'Disabled' };
export const DISABLE_FAILED = 'Failed to disable the user. Please try again.';
export const ENABLE_FAILED = 'Failed to enable the user. Please try again.';

function filterOf(value: string | null): AdminUserFilter {
  return (ADMIN_USER_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminUserFilter) : 'all';
}

const bookingsLabel = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/** Users (admin spec §2.2): searched by name, email or city, filtered Active/Disabled and paged by the server; the filters live in the address. */
export function UsersTab() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = filterOf(params.get('status'));
  const users = useAdminUsers({ q, status, page });
  const { user: me } = useCurrentUser();
  const setActive = useSetUserActive();
  // The open person is in the address (`user=<id>`), so a booking's dialog can link to its customer.
  const viewing = params.get('user');
  const setViewing = (id: string | null) => update({ user: id ?? '' });
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);


  function enable(user: AdminUser) {
    setActive.mutate(
      { id: user.id, active: true },
      {
        onSuccess: () => toast.success('User Enabled', { description: `${userName(user)} can sign in again.` }),
        onError: (error) => toast.error('Update Failed', { description: errorMessage(error, ENABLE_FAILED) }),
      },
    );
  }

  const columns: Column<AdminUser>[] = [
    {
      // Name and Email (admin spec §2.2) share a cell, so the actions fit beside them on a laptop.
      header: 'Name and email',
      cell: (row) => (
        <div className="@2xl:min-w-40">
          <p className="font-medium text-stone-900">
            {userName(row)}
            {row.id === me?.id ? <span className="ml-2 text-xs font-normal text-stone-600">(you)</span> : null}
          </p>
          <p className="text-xs break-all text-stone-700">{row.email}</p>
        </div>
      ),
    },
    // One word each: kept whole when a long name squeezes the table (the table lets long words break, decision 042).
    { header: 'Role', className: '@2xl:whitespace-nowrap', cell: (row) => ROLE_LABELS[row.role] },
    { header: 'Location', cell: (row) => row.city || <span className="text-stone-600">Not provided</span> },
    { header: 'Credit Balance', numeric: true, cell: (row) => formatPoundsAsMoney(row.credit_balance) },
    {
      header: 'Bookings',
      numeric: true,
      cell: (row) => (
        <div>
          <p className="text-stone-900">{bookingsLabel(row.total_bookings)}</p>
          <p className="text-xs text-stone-600">{formatPoundsAsMoney(row.total_spent)} spent</p>
        </div>
      ),
    },
    { header: 'Status', cell: (row) => <Badge colour={row.is_approved ? 'green' : 'red'}>{row.is_approved ? 'Active' : 'Disabled'}</Badge> },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      // Wide enough for View and Grant Credit side by side, Disable or Enable under them: the table fits a laptop.
      cell: (row) => (
        <div className="flex flex-wrap items-start gap-2 @2xl:min-w-[11.5rem] @2xl:justify-end">
          <Button variant="ghost" size="sm" onClick={() => setViewing(row.id)} aria-label={`View ${userName(row)}`}>
            View
          </Button>
          {/* Never offered on the admin's own row: nobody grants themselves credit or disables themselves. */}
          {row.id === me?.id ? null : (
            <Button variant="secondary" size="sm" onClick={() => setGranting(row)} aria-label={`Grant credit to ${userName(row)}`}>
              Grant Credit
            </Button>
          )}
          {row.id === me?.id ? null : row.is_approved ? (
            <Button variant="secondary" size="sm" className="text-red-800" onClick={() => setDisabling(row)} aria-label={`Disable ${userName(row)}`}>
              Disable
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              isLoading={setActive.isPending && setActive.variables?.id === row.id}
              onClick={() => enable(row)}
              aria-label={`Enable ${userName(row)}`}
            >
              Enable
            </Button>
          )}
        </div>
      ),
    },
  ];

  const filtered = q !== '' || status !== 'all';
  return (
    <section aria-labelledby="users-heading" className="space-y-5">
      <div>
        <h2 id="users-heading" className="font-display text-2xl text-stone-900">
          Users
        </h2>
        <p className="mt-1 text-sm text-stone-700">Everyone with a Lull account. Disable an account to end its sessions at once; grant credit as a goodwill gesture.</p>
      </div>
      <FilterBar
        searchLabel="Search by name, email or city"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Status', value: status, options: ADMIN_USER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Users"
        columns={columns}
        rows={users.data?.items}
        rowKey={(row) => row.id}
        isLoading={users.isFetching}
        error={users.isError ? { message: errorMessage(users.error, 'We could not load the users.'), retry: () => void users.refetch() } : null}
        empty={filtered ? 'No users match your search criteria.' : 'No users yet.'}
        paging={users.data ? { page, pageSize: users.data.page_size, total: users.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <UserProfileDialog userId={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <GrantCreditDialog user={granting} onOpenChange={(open) => !open && setGranting(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={disabling ? `Disable ${userName(disabling)}?` : 'Disable user?'}
        description="They are signed out everywhere at once and cannot sign in until you enable the account again. Their bookings and credit are kept."
        confirmLabel="Disable"
        destructive
        fallbackError={DISABLE_FAILED}
        onConfirm={async () => {
          if (!disabling) return;
          const user = disabling;
          await setActive.mutateAsync({ id: user.id, active: false });
          toast.success('User Disabled', { description: `${userName(user)} has been signed out and can no longer sign in.` });
        }}
      />
    </section>
  );
}
