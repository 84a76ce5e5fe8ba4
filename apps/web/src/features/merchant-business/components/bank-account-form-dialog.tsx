import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES, formatSortCodeInput, maskedAccountNumber, SORT_CODE_MAX_LENGTH, ACCOUNT_NUMBER_LENGTH, type BankAccountType } from '@lull/domain/bank-account';
import { BANK_ACCOUNT_MESSAGES, bankAccountSchema, bankAccountUpdateSchema, type BankAccountPayload } from '@lull/domain/validation/bank-account';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { type BankAccount, useSaveBankAccount } from '../api/payouts';

interface BankAccountValues {
  account_holder_name: string;
  bank_name: string;
  sort_code: string;
  account_number: string;
  account_type: BankAccountType;
  data_consent_given: boolean;
}

interface BankAccountFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; none to add one. */
  account?: BankAccount | null;
  merchantId?: string;
  onSaved?: (account: BankAccount) => void;
}

/** Add or edit a bank account for payouts (merchant spec §2). The full number is only ever typed in, never shown. */
export function BankAccountFormDialog({ open, onOpenChange, account, merchantId, onSaved }: BankAccountFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogTitle>{account ? 'Edit bank account' : 'Add bank account'}</DialogTitle>
        <DialogDescription className="mt-2">Your payouts are paid into this account. Only its last four digits are ever shown again.</DialogDescription>
        {/* Keyed so each opening starts from the account it edits. */}
        {open ? (
          <BankAccountForm
            key={account?.id ?? 'new'}
            account={account ?? null}
            merchantId={merchantId}
            onDone={(saved) => {
              onSaved?.(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BankAccountForm({ account, merchantId, onDone, onCancel }: { account: BankAccount | null; merchantId: string | undefined; onDone: (account: BankAccount) => void; onCancel: () => void }) {
  const save = useSaveBankAccount(merchantId);
  const {
    register,
    submitTo,
    firstError,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm<BankAccountValues, BankAccountPayload>(account ? bankAccountUpdateSchema : bankAccountSchema, {
    defaultValues: {
      account_holder_name: account?.account_holder_name ?? '',
      bank_name: account?.bank_name ?? '',
      sort_code: account?.sort_code ?? '',
      account_number: '',
      account_type: account?.account_type ?? 'business',
      // Consent is asked again with every change of the details.
      data_consent_given: false,
    },
  });
  const sortCode = register('sort_code');

  const serverProblem = save.error instanceof ApiError && save.error.fromServer && Object.keys(save.error.fields).length === 0 ? save.error.message : null;
  const problem = save.isError ? (
    <>
      <p>{BANK_ACCOUNT_MESSAGES.saveFailed}</p>
      {serverProblem ? <p className="mt-1">{serverProblem}</p> : null}
    </>
  ) : (
    firstError
  );

  return (
    <form
      noValidate
      aria-label={account ? 'Edit bank account' : 'Add bank account'}
      className="mt-6 space-y-4"
      onSubmit={submitTo((payload) => save.mutate({ id: account?.id, payload }, { onSuccess: onDone, onError: showServerErrors }), { beforeCheck: save.reset })}
    >
      <FormError>{problem}</FormError>
      <TextField id="bank-holder" label="Account holder name" autoComplete="name" error={errors.account_holder_name?.message} {...register('account_holder_name')} />
      <TextField id="bank-name" label="Bank name" autoComplete="off" error={errors.bank_name?.message} {...register('bank_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="bank-sort-code"
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          maxLength={SORT_CODE_MAX_LENGTH}
          error={errors.sort_code?.message}
          {...sortCode}
          onChange={(event) => {
            event.target.value = formatSortCodeInput(event.target.value);
            return sortCode.onChange(event);
          }}
        />
        <TextField
          id="bank-account-number"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={ACCOUNT_NUMBER_LENGTH}
          placeholder={account ? maskedAccountNumber(account.account_number_last_4) : '8 digits'}
          hint={account ? 'Leave blank to keep the account number you saved.' : undefined}
          optional={Boolean(account)}
          error={errors.account_number?.message}
          {...register('account_number')}
        />
      </div>
      <div>
        <Label htmlFor="bank-account-type">Account type</Label>
        <Select
          id="bank-account-type"
          className="mt-1.5"
          aria-invalid={errors.account_type ? true : undefined}
          aria-describedby={errors.account_type ? 'bank-account-type-error' : undefined}
          {...register('account_type')}
        >
          {BANK_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {BANK_ACCOUNT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <FieldError id="bank-account-type-error" message={errors.account_type?.message} />
      </div>
      <div>
        <Checkbox
          id="bank-consent"
          label="I consent to Lull processing these bank details to settle my payouts."
          errorId={errors.data_consent_given ? 'bank-consent-error' : undefined}
          aria-invalid={errors.data_consent_given ? true : undefined}
          {...register('data_consent_given')}
        />
        <FieldError id="bank-consent-error" message={errors.data_consent_given?.message} />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {account ? 'Save changes' : 'Add bank account'}
        </Button>
      </div>
    </form>
  );
}
