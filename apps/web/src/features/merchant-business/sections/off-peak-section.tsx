import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { validate } from '@lull/domain/validation/form-errors';
import { OFF_PEAK_MESSAGES, checkOffPeakPrices, offPeakSettingsSchema } from '@lull/domain/validation/off-peak';
import { PauseCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { type OffPeakSettingsResponse, useOffPeakSettings, useSaveOffPeakSettings } from '../api/off-peak';
import { type OffPeakDraft, draftFrom, draftOverlaps, payloadFrom } from '../components/off-peak-form-state';
import { OffPeakImpactPanel } from '../components/off-peak-impact';
import { OffPeakModePicker, OffPeakPreview, OffPeakServicesPicker } from '../components/off-peak-pricing';
import { OffPeakOverlapNotice, OffPeakSlotList, OffPeakTemplates, withSlots } from '../components/off-peak-slots';
import { SectionHeading } from './section-heading';

/** The off-peak hours manager (merchant spec §2): slots, templates, pricing mode, affected services and a preview. */
export function OffPeakSection({ merchant }: { merchant: OwnMerchant }) {
  const settings = useOffPeakSettings(merchant.id);
  // Kept here: a save remounts the form from the server's answer.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="off-peak-heading" className="space-y-6">
      <SectionHeading
        id="off-peak-heading"
        title="Off-peak hours"
        description="Choose your quiet hours and their discount. Customers see and pay these prices on the services you pick."
      />
      {merchant.is_paused ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <PauseCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Business Paused.</strong> Our team has paused your business, so off-peak hours cannot be changed. Contact support to resume it.
          </p>
        </div>
      ) : null}
      {settings.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{errorMessage(settings.error, 'We could not load your off-peak hours.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : settings.data ? (
        // Keyed by what was saved, so a save (or another tab's) starts the form afresh from the server's answer.
        <OffPeakForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          merchantId={merchant.id}
          readOnly={merchant.is_paused || settings.data.is_paused}
          notice={notice}
          setNotice={setNotice}
        />
      ) : (
        <div aria-busy="true" aria-label="Loading your off-peak hours" className="space-y-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}
      <OffPeakImpactPanel />
    </section>
  );
}

interface OffPeakFormProps {
  settings: OffPeakSettingsResponse;
  merchantId: string;
  readOnly: boolean;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}

function OffPeakForm({ settings, merchantId, readOnly, notice, setNotice }: OffPeakFormProps) {
  const save = useSaveOffPeakSettings(merchantId);
  const [draft, setDraft] = useState<OffPeakDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // An edit makes the last check's messages stale; the next save checks again.
  const change = (changes: Partial<OffPeakDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setNotice(null);
    setErrors({});
    save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    setNotice(null);
    // The same schema and price check the server applies, so the messages match word for word.
    const payload = payloadFrom(draft);
    const checked = validate(offPeakSettingsSchema, payload);
    const prices = new Map(settings.services.map((service) => [service.id, service.price]));
    const fields = { ...(checked.ok ? {} : checked.fields), ...checkOffPeakPrices({ ...payload, pricing_mode: draft.mode, affected_services: draft.affected }, prices) };
    setErrors(fields);
    if (Object.keys(fields).length > 0) return;
    save.mutate(payload, {
      onSuccess: (saved) =>
        setNotice(
          saved.overlaps.length > 0
            ? 'Off-peak hours saved. Customers see the new prices now; where slots overlap, the biggest discount applies.'
            : 'Off-peak hours saved. Customers see the new prices now.',
        ),
      onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
    });
  }

  const overlaps = draftOverlaps(draft);
  const fieldCount = Object.keys(errors).length;
  const failure = save.isError ? (
    <>
      <p className="font-semibold">{OFF_PEAK_MESSAGES.saveFailed}</p>
      {save.error instanceof ApiError && save.error.fromServer ? <p>{save.error.message}</p> : null}
    </>
  ) : fieldCount > 0 ? (
    `${OFF_PEAK_MESSAGES.saveFailed}: ${Object.values(errors)[0]}`
  ) : null;

  return (
    <form noValidate aria-label="Off-peak hours" onSubmit={submit} className="space-y-6">
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Off-peak hours</legend>
        <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <OffPeakTemplates disabled={readOnly} onApply={(slots) => change({ slots: withSlots(draft.slots, slots) })} />
          <OffPeakSlotList slots={draft.slots} mode={draft.mode} disabled={readOnly} errors={errors} overlaps={overlaps} onChange={(slots) => change({ slots })} />
          <OffPeakOverlapNotice overlaps={overlaps} />
        </div>
        <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <OffPeakModePicker mode={draft.mode} disabled={readOnly} onChange={(mode) => change({ mode })} />
          <OffPeakServicesPicker services={settings.services} draft={draft} disabled={readOnly} errors={errors} onChange={change} />
          <OffPeakPreview services={settings.services} draft={draft} />
        </div>
      </fieldset>
      <FormError>{failure}</FormError>
      {notice ? (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-3.5 py-3 text-sm text-green-900">
          {notice}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save off-peak hours'}
          </Button>
        </div>
      )}
    </form>
  );
}
