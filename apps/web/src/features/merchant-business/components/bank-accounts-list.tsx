import { BANK_ACCOUNT_TYPE_LABELS, maskedAccountNumber } from '@lull/domain/bank-account';
import { BANK_ACCOUNT_MESSAGES } from '@lull/domain/validation/bank-account';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { type BankAccount, useBankAccounts, useDeleteBankAccount } from '../api/payouts';
import { BankAccountFormDialog } from './bank-account-form-dialog';

/** The salon's payout accounts with Add, Edit and Delete (asked first); `readOnly` while the business is paused. */
export function BankAccountsList({ merchantId, readOnly = false }: { merchantId?: string; readOnly?: boolean }) {
  const accounts = useBankAccounts(merchantId);
  const remove = useDeleteBankAccount(merchantId);
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const columns: Column<BankAccount>[] = [
    {
      header: 'Account',
      cell: (row) => (
        <div>
          <p className="font-medium text-stone-900">{row.bank_name}</p>
          <p className="text-stone-700">{row.account_holder_name}</p>
        </div>
      ),
    },
    { header: 'Sort code', cell: (row) => <span className="font-mono whitespace-nowrap">{row.sort_code}</span> },
    { header: 'Account number', cell: (row) => <span className="font-mono whitespace-nowrap">{maskedAccountNumber(row.account_number_last_4)}</span> },
    { header: 'Type', cell: (row) => BANK_ACCOUNT_TYPE_LABELS[row.account_type] },
    { header: 'Status', cell: (row) => (row.is_verified ? <Badge colour="green">Verified</Badge> : <Badge colour="amber">Pending verification</Badge>) },
    ...(readOnly
      ? []
      : [
          {
            header: 'Actions',
            hideLabelOnPhone: true,
            cell: (row: BankAccount) => (
              <div className="flex flex-wrap gap-2 md:justify-end">
                <Button variant="secondary" size="sm" onClick={() => setEditing({ account: row })} aria-label={`Edit ${row.bank_name} account ending ${row.account_number_last_4}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={`Delete ${row.bank_name} account ending ${row.account_number_last_4}`}>
                  Delete
                </Button>
              </div>
            ),
          } satisfies Column<BankAccount>,
        ]),
  ];

  return (
    <section aria-labelledby="bank-accounts-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bank-accounts-heading" className="font-display text-2xl text-stone-900">
            Bank accounts
          </h2>
          <p className="mt-1 text-sm text-stone-700">Where your payouts are paid. New accounts are checked by our team before the first payout.</p>
        </div>
        {readOnly ? null : (
          <Button onClick={() => setEditing({ account: null })}>
            <Plus className="size-4" aria-hidden="true" /> Add bank account
          </Button>
        )}
      </div>
      <DataTable
        caption="Your bank accounts"
        columns={columns}
        rows={accounts.data}
        rowKey={(row) => row.id}
        isLoading={accounts.isFetching}
        error={accounts.isError ? { message: errorMessage(accounts.error, 'We could not load your bank accounts.'), retry: () => void accounts.refetch() } : null}
        empty="No bank account yet. Add one so we can pay out your revenue."
      />
      <BankAccountFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} account={editing?.account ?? null} merchantId={merchantId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete bank account"
        description={BANK_ACCOUNT_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        destructive
        fallbackError={BANK_ACCOUNT_MESSAGES.deleteFailed}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch {
            // The spec's words, whatever went wrong.
            throw new Error(BANK_ACCOUNT_MESSAGES.deleteFailed);
          }
        }}
      />
    </section>
  );
}
