import { formatPenceAsMoney } from '@lull/domain/money';
import {
  DEFAULT_MINIMUM_PAYOUT_PENCE,
  MINIMUM_PAYOUT_FLOOR_PENCE,
  PAYOUT_FREQUENCIES,
  PAYOUT_FREQUENCY_LABELS,
  PAYOUT_SETUP_REQUIRED,
  type PayoutFrequency,
} from '@lull/domain/payout-schedule';
import { PAYOUT_SETTINGS_MESSAGES, payoutSettingsSchema, type PayoutSettingsPayload } from '@lull/domain/validation/payout-settings';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { useSchemaForm } from '@/lib/schema-form';
import { type PayoutSettings, usePayoutSettings, useSavePayoutSettings } from '../api/payouts';
import { formatPayoutDate } from './revenue-ledger';

interface PayoutScheduleValues {
  payout_frequency: PayoutFrequency;
  minimum_payout_amount: string;
}

/** How often the salon is paid and the least it is paid (merchant spec §2), with the next payout date it gives. */
export function PayoutScheduleForm({ merchantId, readOnly = false }: { merchantId?: string; readOnly?: boolean }) {
  const settings = usePayoutSettings(merchantId);
  return (
    <section aria-labelledby="payout-schedule-heading" className="max-w-3xl space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="payout-schedule-heading" className="font-display text-2xl text-stone-900">
          Payout schedule
        </h2>
        <p className="mt-1 text-sm text-stone-700">We pay your balance on business days once it reaches your minimum.</p>
      </div>
      {settings.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{errorMessage(settings.error, 'We could not load your payout schedule.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : settings.data ? (
        <ScheduleForm settings={settings.data} merchantId={merchantId} readOnly={readOnly} />
      ) : (
        <div aria-busy="true" aria-label="Loading your payout schedule" className="space-y-3">
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      )}
    </section>
  );
}

function ScheduleForm({ settings, merchantId, readOnly }: { settings: PayoutSettings; merchantId: string | undefined; readOnly: boolean }) {
  const save = useSavePayoutSettings(merchantId);
  const [saved, setSaved] = useState(false);
  const {
    register,
    submitTo,
    firstError,
    showServerErrors,
    reset,
    formState: { errors, isDirty },
  } = useSchemaForm<PayoutScheduleValues, PayoutSettingsPayload>(payoutSettingsSchema, {
    defaultValues: { payout_frequency: settings.payout_frequency, minimum_payout_amount: settings.minimum_payout_amount.toFixed(2) },
  });
  useEffect(() => {
    if (isDirty) setSaved(false);
  }, [isDirty]);

  const problem = save.isError ? errorMessage(save.error, PAYOUT_SETTINGS_MESSAGES.saveFailed) : firstError;
  return (
    <form
      noValidate
      aria-label="Payout schedule"
      className="space-y-4"
      onSubmit={submitTo(
        (payload) =>
          save.mutate(
            // The API takes pounds; the schema's output is pence.
            { payout_frequency: payload.payout_frequency, minimum_payout_amount: payload.minimum_payout_amount / 100 },
            {
              onSuccess: (next) => {
                reset({ payout_frequency: next.payout_frequency, minimum_payout_amount: next.minimum_payout_amount.toFixed(2) });
                setSaved(true);
              },
              onError: showServerErrors,
            },
          ),
        { beforeCheck: save.reset },
      )}
    >
      <FormError>{problem}</FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="payout-frequency">Payout frequency</Label>
          <Select id="payout-frequency" className="mt-1.5" disabled={readOnly} {...register('payout_frequency')}>
            {PAYOUT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {PAYOUT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
          <FieldError id="payout-frequency-error" message={errors.payout_frequency?.message} />
        </div>
        <TextField
          id="payout-minimum"
          label="Minimum payout (£)"
          type="number"
          inputMode="decimal"
          min={5}
          step={0.01}
          disabled={readOnly}
          hint={`At least ${formatPenceAsMoney(MINIMUM_PAYOUT_FLOOR_PENCE)}; ${formatPenceAsMoney(DEFAULT_MINIMUM_PAYOUT_PENCE)} if left blank.`}
          error={errors.minimum_payout_amount?.message}
          {...register('minimum_payout_amount')}
        />
      </div>
      <p className="text-sm text-stone-700">
        {/* A payout day, not a promise: nothing goes out on it unless the minimum is owed (decision 037). */}
        Next payout day:{' '}
        <strong className="text-stone-900">{settings.next_payout_scheduled ? formatPayoutDate(settings.next_payout_scheduled) : (settings.next_payout_label ?? PAYOUT_SETUP_REQUIRED)}</strong>
        {settings.next_payout_scheduled ? (
          <span>, if at least {formatPoundsAsMoney(settings.minimum_payout_amount)} is owed by then.</span>
        ) : (
          <span> — add a bank account to be paid.</span>
        )}
      </p>
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={save.isPending}>
            Save payout schedule
          </Button>
          <p role="status" className="text-sm text-green-800">
            {saved ? 'Payout schedule saved.' : ''}
          </p>
        </div>
      )}
    </form>
  );
}
