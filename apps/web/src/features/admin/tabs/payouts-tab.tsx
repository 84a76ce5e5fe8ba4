import { MAX_PAYOUT_REFERENCE_LENGTH } from '@lull/domain/contracts/admin-payouts';
import { londonDateOf } from '@lull/domain/london-time';
import { PAYOUT_FREQUENCY_LABELS, payoutAccountProblem } from '@lull/domain/payout-schedule';
import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type PayoutMerchant, useAdminPayouts, useCompletePayout, useVerifyBankAccount } from '../api/admin-payouts';

export const PAYOUT_FAILED = 'Failed to complete payout';
export const VERIFY_FAILED = 'Failed to verify the bank account. Please try again.';
export const REFERENCE_REQUIRED = 'Please enter the transfer reference.';

const STEPS = [
  'Review each business’s balance and bank details below.',
  'Transfer the balance from the Lull bank account by hand, noting the transfer reference.',
  'Mark the payout as Completed here with that reference.',
  'The business then sees its updated balance and the payout in its Payments section.',
] as const;

const ownerName = (row: PayoutMerchant) => [row.first_name, row.last_name].filter(Boolean).join(' ');
/** Whether a transfer can be recorded: something owed and a bank account Lull's team verified (the server's rule). */
const accountProblem = (row: PayoutMerchant) => payoutAccountProblem(row.bank_account_id === null ? undefined : { isVerified: row.is_verified === true });
const canPay = (row: PayoutMerchant) => accountProblem(row) === null && row.merchant_revenue_balance > 0;

function Tile({ label, value, loading }: { label: string; value: string; loading: boolean }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-stone-900 tabular-nums sm:text-3xl">{loading ? <Skeleton className="mt-1 h-8 w-20" /> : value}</dd>
    </div>
  );
}

function BankDetails({ row }: { row: PayoutMerchant }) {
  if (row.bank_account_id === null) return <span className="text-stone-600">No bank account</span>;
  return (
    <div className="@2xl:min-w-36">
      <p className="font-medium text-stone-900">{row.account_holder_name}</p>
      <p className="text-xs text-stone-700">{row.bank_name}</p>
      <p className="text-xs whitespace-nowrap text-stone-700">
        {row.sort_code} · •••• {row.account_number_last_4}
      </p>
      <Badge colour={row.is_verified ? 'green' : 'amber'} className="mt-1">
        {row.is_verified ? 'Verified' : 'Pending'}
      </Badge>
    </div>
  );
}

/** Merchant Payouts (admin spec §2.2, §5, §7; decision 022): who is owed what and where it goes, and recording each transfer made. */
export function PayoutsTab() {
  const { q, page, update } = useListParams([]);
  const payouts = useAdminPayouts({ q, page });
  const verify = useVerifyBankAccount();
  const [paying, setPaying] = useState<PayoutMerchant | null>(null);
  const [verifying, setVerifying] = useState<PayoutMerchant | null>(null);
  const summary = payouts.data?.summary;

  const columns: Column<PayoutMerchant>[] = [
    {
      header: 'Business',
      cell: (row) => (
        <div className="@2xl:min-w-36">
          <p className="font-medium text-stone-900">{row.business_name}</p>
          <p className="text-xs text-stone-700">{ownerName(row)}</p>
          <p className="text-xs break-all text-stone-700">{row.user_email}</p>
        </div>
      ),
    },
    { header: 'Balance', numeric: true, cell: (row) => <span className="font-semibold text-stone-900">{formatPoundsAsMoney(row.merchant_revenue_balance)}</span> },
    { header: 'Bank details', cell: (row) => <BankDetails row={row} /> },
    { header: 'Last payout', cell: (row) => (row.last_payout_date ? <span className="whitespace-nowrap">{formatDate(row.last_payout_date)}</span> : 'Never') },
    {
      header: 'Schedule',
      cell: (row) => (
        <div>
          {row.due ? <Badge colour="blue">Due</Badge> : <span className="text-stone-700">Not due</span>}
          <p className="mt-1 text-xs text-stone-600">
            {PAYOUT_FREQUENCY_LABELS[row.payout_frequency]}, from {formatPoundsAsMoney(row.minimum_payout)}
          </p>
        </div>
      ),
    },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (row) => (
        <div className="flex flex-wrap items-start gap-2 @2xl:justify-end">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/merchant/payment-settings?merchant_id=${row.id}`} aria-label={`Payouts and statements of ${row.business_name}`}>
              History
            </Link>
          </Button>
          {canPay(row) ? (
            <Button size="sm" onClick={() => setPaying(row)} aria-label={`Record payout for ${row.business_name}`}>
              Record payout
            </Button>
          ) : null}
          {accountProblem(row) === 'unverified' ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setVerifying(row)} aria-label={`Verify bank account of ${row.business_name}`}>
                Verify bank account
              </Button>
              <p className="w-full text-xs text-stone-700 @2xl:text-right">Verify the bank account before recording a payout to it.</p>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="payouts-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payouts-heading" className="font-display text-2xl text-stone-900">
            Merchant Payouts
          </h2>
          <p className="mt-1 text-sm text-stone-700">Businesses with revenue waiting to be paid to their bank.</p>
        </div>
        <Button variant="secondary" onClick={() => void payouts.refetch()} isLoading={payouts.isFetching && !payouts.isLoading}>
          <RefreshCw className="size-4" aria-hidden="true" /> Refresh
        </Button>
      </div>
      <dl aria-busy={payouts.isLoading} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile label="Total Pending" value={formatPoundsAsMoney(summary?.total_pending ?? 0)} loading={!summary} />
        <Tile label="Total Merchants" value={String(summary?.total_merchants ?? 0)} loading={!summary} />
        <Tile label="With Bank Accounts" value={String(summary?.merchants_with_banks ?? 0)} loading={!summary} />
      </dl>
      <section aria-labelledby="payout-steps-heading" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 sm:p-5">
        <h3 id="payout-steps-heading" className="font-semibold">
          How to pay a business
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <FilterBar searchLabel="Search by business name or email" search={q} onSearch={(term) => update({ q: term, page: '1' })} />
      <DataTable
        caption="Merchants awaiting payout"
        columns={columns}
        rows={payouts.data?.merchants}
        rowKey={(row) => row.id}
        isLoading={payouts.isFetching}
        error={payouts.isError ? { message: errorMessage(payouts.error, 'We could not load the payouts.'), retry: () => void payouts.refetch() } : null}
        empty={
          <div>
            <p className="font-medium text-stone-900">No Pending Payouts</p>
            <p className="mt-1 text-sm">{q ? 'No business owed money matches your search.' : 'Every business has been paid what it is owed.'}</p>
          </div>
        }
        paging={payouts.data ? { page, pageSize: payouts.data.page_size, total: payouts.data.total, onPage: (next) => update({ page: String(next) }) } : undefined}
      />
      <RecordPayoutDialog merchant={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <ConfirmDialog
        open={verifying !== null}
        onOpenChange={(open) => !open && setVerifying(null)}
        title="Verify bank account?"
        description={
          verifying
            ? `Confirm you have checked ${verifying.account_holder_name}'s ${verifying.bank_name} account (${verifying.sort_code}, ending ${verifying.account_number_last_4}) for ${verifying.business_name}. Its owner sees it as Verified.`
            : ''
        }
        confirmLabel="Verify"
        fallbackError={VERIFY_FAILED}
        onConfirm={async () => {
          if (!verifying?.bank_account_id) return;
          const row = verifying;
          await verify.mutateAsync(verifying.bank_account_id);
          toast.success('Bank Account Verified', { description: `${row.business_name}'s account ending ${row.account_number_last_4} is verified.` });
        }}
      />
    </section>
  );
}

/** Record payout: the amount and the account it went to, and the transfer's reference (nothing is sent without one). */
function RecordPayoutDialog({ merchant, onOpenChange }: { merchant: PayoutMerchant | null; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const complete = useCompletePayout();
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (merchant) {
      setReference('');
      setTouched(false);
      setServerError(null);
    }
  }, [merchant]);

  const missing = reference.trim() === '';
  const referenceError = (touched && missing ? REFERENCE_REQUIRED : null) ?? serverError?.fields.reference;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!merchant || missing) return;
    setServerError(null);
    const today = londonDateOf(new Date());
    const row = merchant;
    complete.mutate(
      // The whole balance, for the period ending today (admin spec §7: both dates today's).
      { merchantId: row.id, reference: reference.trim(), period_start: today, period_end: today },
      {
        onSuccess: (result) => {
          toast.success('Payout Completed', {
            description: `${formatPoundsAsMoney(result.payout.amount)} paid to ${result.payout.business_name} (reference ${result.payout.reference}).`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerError(error);
          toast.error('Payout Failed', { description: errorMessage(error, PAYOUT_FAILED) });
        },
      },
    );
  }

  const noFieldMessage = serverError && Object.keys(serverError.fields).length === 0 ? errorMessage(serverError, PAYOUT_FAILED) : null;
  return (
    <Dialog open={merchant !== null} onOpenChange={(open) => !complete.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>Record payout</DialogTitle>
        <DialogDescription className="mt-2">
          {merchant ? (
            <>
              Record the transfer of <strong className="font-semibold text-stone-900">{formatPoundsAsMoney(merchant.merchant_revenue_balance)}</strong> to{' '}
              <strong className="font-semibold text-stone-900">{merchant.business_name}</strong>. Make the bank transfer first; this takes it off their balance.
            </>
          ) : null}
        </DialogDescription>
        {merchant ? (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-stone-50 px-4 py-3 text-sm">
            <dt className="text-stone-700">Account holder</dt>
            <dd className="text-stone-900">{merchant.account_holder_name}</dd>
            <dt className="text-stone-700">Bank</dt>
            <dd className="text-stone-900">{merchant.bank_name}</dd>
            <dt className="text-stone-700">Sort code</dt>
            <dd className="text-stone-900">{merchant.sort_code}</dd>
            <dt className="text-stone-700">Account</dt>
            <dd className="text-stone-900">
              •••• {merchant.account_number_last_4}{' '}
              <Badge colour={merchant.is_verified ? 'green' : 'amber'}>{merchant.is_verified ? 'Verified' : 'Pending'}</Badge>
            </dd>
          </dl>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <FormError>{noFieldMessage}</FormError>
          <TextField
            id={`${id}-reference`}
            label="Transfer reference"
            value={reference}
            maxLength={MAX_PAYOUT_REFERENCE_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setReference(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={referenceError ?? undefined}
            hint="The reference of the bank transfer you made. Sending the same reference again records nothing new."
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={complete.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={complete.isPending} disabled={missing}>
              Mark as Completed
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
