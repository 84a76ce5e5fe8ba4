import type { OffPeakServiceOption } from '@lull/domain/contracts/off-peak';
import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';
import { DEFAULT_OFF_PEAK_HOURS, lowestOffPeakPrice, percentOff } from '@lull/domain/off-peak';
import { PLATFORM_FEE_PENCE } from '@lull/domain/pricing';

import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type OffPeakDraft, previewPricing } from './off-peak-form-state';

const MODES = [
  { value: 'percentage', label: 'Percentage off', hint: 'Each slot takes its own discount (5–50%) off the regular price.' },
  { value: 'fixed', label: 'Fixed price', hint: 'Each affected service has one off-peak price in every slot.' },
] as const;

/** Percentage or fixed (merchant spec §2), as a radio group. */
export function OffPeakModePicker({ mode, disabled, onChange }: { mode: OffPeakDraft['mode']; disabled: boolean; onChange: (mode: OffPeakDraft['mode']) => void }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-stone-900">Pricing mode</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {MODES.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="off-peak-mode"
              value={option.value}
              className="mt-0.5 size-5 accent-brand-700"
              checked={mode === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className="block text-sm font-semibold text-stone-900">{option.label}</span>
              <span className="block text-sm text-stone-700">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ServicesProps {
  services: OffPeakServiceOption[];
  draft: OffPeakDraft;
  disabled: boolean;
  errors: Record<string, string>;
  onChange: (changes: Partial<OffPeakDraft>) => void;
}

/** Which services the slots apply to and, in fixed mode, each one's off-peak price. */
export function OffPeakServicesPicker({ services, draft, disabled, errors, onChange }: ServicesProps) {
  if (services.length === 0) {
    return <p className="text-sm text-stone-700">Add a service first: off-peak slots apply to the services you choose.</p>;
  }
  const toggle = (id: string, on: boolean) => onChange({ affected: on ? [...draft.affected, id] : draft.affected.filter((other) => other !== id) });
  return (
    <fieldset>
      <legend className="text-base font-semibold text-stone-900">Affected services</legend>
      <p className="mt-1 text-sm text-stone-700">Only these use your slots. Other services keep Lull’s standard off-peak hours ({DEFAULT_OFF_PEAK_HOURS}) and their own off-peak price.</p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {services.map((service) => {
          const checked = draft.affected.includes(service.id);
          const priceField = `service_specific_prices.${service.id}`;
          const priceId = `off-peak-price-${service.id}`;
          return (
            <li key={service.id} className="flex flex-wrap items-center justify-between gap-3 p-3.5">
              <Checkbox
                id={`off-peak-service-${service.id}`}
                disabled={disabled}
                checked={checked}
                onChange={(event) => toggle(service.id, event.target.checked)}
                label={
                  <>
                    <span className="font-medium text-stone-900">{service.name}</span> · {formatPenceAsMoney(poundsToPence(service.price))}
                    {service.listed ? null : <span className="text-stone-600"> (not bookable yet)</span>}
                  </>
                }
              />
              {draft.mode === 'fixed' && checked ? (
                <div className="w-full sm:w-44">
                  <Label htmlFor={priceId}>Off-peak price (£)</Label>
                  <Input
                    id={priceId}
                    className="mt-1.5"
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    max={Math.max(0.01, service.price - 0.01)}
                    step={0.01}
                    disabled={disabled}
                    value={draft.fixedPrices[service.id] ?? ''}
                    aria-invalid={errors[priceField] ? true : undefined}
                    aria-describedby={errors[priceField] ? `${priceId}-error` : undefined}
                    onChange={(event) => onChange({ fixedPrices: { ...draft.fixedPrices, [service.id]: event.target.value } })}
                  />
                  <FieldError id={`${priceId}-error`} message={errors[priceField]} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldError id="off-peak-services-error" message={Object.entries(errors).find(([key]) => key.startsWith('affected_services'))?.[1]} />
    </fieldset>
  );
}

/**
 * What a customer pays in the best slot, by the domain's own rule (`lowestOffPeakPrice`, the one the catalogue and
 * the booking use), with Lull's booking fee on top. Only active slots count.
 */
export function OffPeakPreview({ services, draft }: { services: OffPeakServiceOption[]; draft: OffPeakDraft }) {
  const affected = services.filter((service) => draft.affected.includes(service.id));
  return (
    <section aria-labelledby="off-peak-preview-heading" className="rounded-xl bg-stone-50 p-4">
      <h3 id="off-peak-preview-heading" className="text-base font-semibold text-stone-900">
        What customers pay
      </h3>
      {affected.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Choose services to see their off-peak prices.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm tabular-nums">
          {affected.map((service) => {
            const pricePence = poundsToPence(service.price);
            const pricing = previewPricing(draft, service.id);
            const lowest = pricing ? lowestOffPeakPrice({ pricePence, offPeakPricePence: null, merchantPricing: pricing }) : null;
            return (
              <li key={service.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-stone-900">{service.name}</span>
                {lowest === null ? (
                  <span className="text-stone-700">{pricing ? 'No discount' : 'No active slots'}: {formatPenceAsMoney(pricePence)}</span>
                ) : (
                  <span className="text-stone-800">
                    <s className="text-stone-600">{formatPenceAsMoney(pricePence)}</s>{' '}
                    <strong className="text-saving-700">{formatPenceAsMoney(lowest)}</strong> off-peak ({percentOff(pricePence, lowest)}% off
                    {pricing && pricing.mode === 'percentage' && new Set(pricing.schedules.map((s) => s.discountPercentage)).size > 1 ? ' at best' : ''}) ·{' '}
                    {formatPenceAsMoney(lowest + PLATFORM_FEE_PENCE)} with the booking fee
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
