import { creditExpiryFrom } from '@lull/domain/credits';
import { CREDIT_LIFETIME_DAYS } from '@lull/domain/credits';
import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';
import { GRANT_REASON_REQUIRED, MAX_GRANT_CREDIT_POUNDS, MAX_GRANT_REASON_LENGTH, grantAmountProblem } from '@lull/domain/validation/grant-credit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type AdminUser, useGrantCredit } from '../api/admin-users';
import { userName } from './user-name';

export const GRANT_FAILED = 'Failed to grant credit. Please try again.';

/** What the dialog says will happen, from the same rule the server applies; null while the amount is not valid. */
export function grantPreview(amount: string, balancePounds: number, now: Date = new Date()): { amount: string; balance: string; expires: string } | null {
  if (grantAmountProblem(amount) !== null) return null;
  const pence = poundsToPence(Number(amount.trim()));
  return {
    amount: formatPenceAsMoney(pence),
    balance: formatPenceAsMoney(poundsToPence(balancePounds) + pence),
    expires: formatDate(creditExpiryFrom(now)),
  };
}

interface GrantCreditDialogProps {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}

/** Grant Credit (admin spec §2.2, §5): an amount in pounds above zero, in pence, up to £100, and a reason. */
export function GrantCreditDialog({ user, onOpenChange }: GrantCreditDialogProps) {
  const id = useId();
  const grant = useGrantCredit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (user) {
      setAmount('');
      setReason('');
      setTouched(false);
      setServerError(null);
    }
  }, [user]);

  const amountProblem = grantAmountProblem(amount);
  const reasonProblem = reason.trim() === '' ? GRANT_REASON_REQUIRED : null;
  const preview = user ? grantPreview(amount, user.credit_balance) : null;
  const amountError = (touched && amount.trim() !== '' ? amountProblem : null) ?? serverError?.fields.amount;
  const reasonError = serverError?.fields.reason;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!user || amountProblem || reasonProblem) return;
    setServerError(null);
    const name = userName(user);
    grant.mutate(
      { id: user.id, amount: Number(amount.trim()), reason: reason.trim() },
      {
        onSuccess: (result) => {
          toast.success('Credit Granted', {
            description: `${formatPoundsAsMoney(result.amount)} added to ${name}'s account (balance ${formatPoundsAsMoney(result.credit_balance)}); it expires on ${formatDate(result.expires_at)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerError(error);
          toast.error('Grant Failed', { description: errorMessage(error, GRANT_FAILED) });
        },
      },
    );
  }

  const noFieldMessage = serverError && Object.keys(serverError.fields).length === 0 ? errorMessage(serverError, GRANT_FAILED) : null;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !grant.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>Grant Credit</DialogTitle>
        <DialogDescription className="mt-2">
          {user ? (
            <>
              Add credit to <strong className="font-semibold text-stone-900">{userName(user)}</strong>&rsquo;s account (now{' '}
              {formatPoundsAsMoney(user.credit_balance)}). It can be spent on any booking and expires after {CREDIT_LIFETIME_DAYS} days.
            </>
          ) : null}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <FormError>{noFieldMessage}</FormError>
          <TextField
            id={`${id}-amount`}
            label="Amount (£)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max={MAX_GRANT_CREDIT_POUNDS}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={amountError ?? undefined}
            hint={`Up to £${MAX_GRANT_CREDIT_POUNDS}, in pounds and pence.`}
          />
          <div>
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              className="mt-1.5"
              rows={3}
              maxLength={MAX_GRANT_REASON_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setServerError(null);
              }}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={[reasonError ? `${id}-reason-error` : null, `${id}-reason-hint`].filter(Boolean).join(' ')}
              placeholder="Goodwill gesture for a cancelled appointment"
            />
            <FieldError id={`${id}-reason-error`} message={reasonError} />
            <p id={`${id}-reason-hint`} className="mt-1.5 text-xs text-stone-600">
              The customer sees this in their notification. {reason.length}/{MAX_GRANT_REASON_LENGTH}
            </p>
          </div>
          <p aria-live="polite" className="min-h-10 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
            {preview ? (
              <>
                {preview.amount} will be added: new balance {preview.balance}, this credit expires on {preview.expires}.
              </>
            ) : (
              'Enter an amount to see the new balance.'
            )}
          </p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={grant.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={grant.isPending} disabled={amountProblem !== null || reasonProblem !== null}>
              Grant Credit
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
