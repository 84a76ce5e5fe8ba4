import { OFF_PEAK_TEMPLATES, OFF_PEAK_TIME_STEPS, CUSTOM_OFF_PEAK_SLOT, templateSchedules, OFF_PEAK_DISCOUNT_MAX, OFF_PEAK_DISCOUNT_MIN } from '@lull/domain/validation/off-peak';
import { DEFAULT_OFF_PEAK_HOURS } from '@lull/domain/off-peak';
import { AlertTriangle, Plus, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { DAY_NAMES, type DraftOverlap, WEEK_ORDER, type SlotDraft, slotKey } from './off-peak-form-state';

const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function templateDays(days: readonly number[]): string {
  if (days.length === 7) return 'every day';
  if (days.join() === '1,2,3,4,5') return 'Mon–Fri';
  return days.map((day) => DAY_SHORT[day]).join(' and ');
}

/** Adds slots, replacing any with the same day and times (applying a template twice changes nothing). */
export function withSlots(current: SlotDraft[], added: Omit<SlotDraft, 'key'>[]): SlotDraft[] {
  const same = (a: Omit<SlotDraft, 'key'>, b: Omit<SlotDraft, 'key'>) => a.day_of_week === b.day_of_week && a.start_time === b.start_time && a.end_time === b.end_time;
  return [...current.filter((slot) => !added.some((next) => same(slot, next))), ...added.map((slot) => ({ ...slot, key: slotKey() }))];
}

/** The four templates of merchant spec §2, each adding its slots at the default discount. */
export function OffPeakTemplates({ disabled, onApply }: { disabled: boolean; onApply: (slots: Omit<SlotDraft, 'key'>[], name: string) => void }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-stone-900">Quick templates</h3>
      <p className="mt-1 text-sm text-stone-700">Adds the template’s slots at a 20% discount; change them below.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {OFF_PEAK_TEMPLATES.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() =>
                onApply(
                  templateSchedules(template.id).map((slot) => ({ ...slot, discount_percentage: String(slot.discount_percentage) })),
                  template.name,
                )
              }
              className="flex min-h-11 w-full flex-col items-start rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span className="text-sm font-semibold text-stone-900">Apply {template.name}</span>
              <span className="text-sm text-stone-700">
                {template.start_time}–{template.end_time}, {templateDays(template.days)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SlotListProps {
  slots: SlotDraft[];
  mode: 'percentage' | 'fixed';
  disabled: boolean;
  errors: Record<string, string>;
  /** Where slots overlap (`draftOverlaps`): each slot in one says which discount applies there. */
  overlaps: readonly DraftOverlap[];
  onChange: (slots: SlotDraft[]) => void;
}

/** A slot's own line about an overlap it is in: the times, and what a booking starting then gets. */
function overlapNote(overlap: DraftOverlap, mode: 'percentage' | 'fixed'): string {
  const others = overlap.slotKeys.length - 1;
  const where = `Overlaps ${others === 1 ? 'another slot' : `${others} other slots`} ${overlap.start}–${overlap.end}`;
  return mode === 'fixed' ? `${where}: the service's one fixed price applies there.` : `${where}: ${overlap.appliedPercentage}% off applies there, the biggest discount.`;
}

/**
 * Overlapping slots are saved (a deeper discount laid over a longer slot is a fair wish), but never silently:
 * this says, for each overlap, which discount a booking gets there (decision 039).
 */
export function OffPeakOverlapNotice({ overlaps }: { overlaps: readonly DraftOverlap[] }) {
  if (overlaps.length === 0) return null;
  return (
    <section aria-labelledby="off-peak-overlaps" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h4 id="off-peak-overlaps" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        Some of your slots overlap
      </h4>
      <p className="mt-1">They are saved as they are. Where slots overlap, a booking gets the biggest of their discounts, never two added together.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {overlaps.map((overlap) => (
          <li key={`${overlap.dayOfWeek}-${overlap.start}-${overlap.slotKeys.join()}`}>{overlap.message}</li>
        ))}
      </ul>
    </section>
  );
}

/** Each slot: day, start, end, discount (percentage mode) and active, with Remove; and Add custom slot. */
export function OffPeakSlotList({ slots, mode, disabled, errors, overlaps, onChange }: SlotListProps) {
  const update = (key: string, changes: Partial<SlotDraft>) => onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...changes } : slot)));
  const ordered = [...slots.entries()].sort(
    ([, a], [, b]) => WEEK_ORDER.indexOf(a.day_of_week as never) - WEEK_ORDER.indexOf(b.day_of_week as never) || a.start_time.localeCompare(b.start_time),
  );
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-stone-900">Your off-peak slots</h3>
          <p className="mt-1 text-sm text-stone-700">Times are London time; a booking starting from the start time up to (not at) the end time gets the discount.</p>
        </div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...slots, { ...CUSTOM_OFF_PEAK_SLOT, discount_percentage: String(CUSTOM_OFF_PEAK_SLOT.discount_percentage), key: slotKey() }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add custom slot
        </Button>
      </div>
      {slots.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-700">
          No off-peak slots yet: your services use Lull’s standard off-peak hours ({DEFAULT_OFF_PEAK_HOURS}) and their own off-peak price. Apply a template or add a custom slot.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {ordered.map(([index, slot]) => {
            const id = `slot-${slot.key}`;
            const error = (field: string) => errors[`schedules.${index}.${field}`];
            const label = `${DAY_NAMES[slot.day_of_week]} ${slot.start_time}–${slot.end_time}`;
            return (
              <li key={slot.key} aria-label={label} className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(8rem,1.3fr)_1fr_1fr_minmax(6rem,0.9fr)_auto] sm:items-end">
                  <div className="col-span-2 sm:col-span-1">
                    <Label htmlFor={`${id}-day`}>Day</Label>
                    <Select id={`${id}-day`} className="mt-1.5" disabled={disabled} value={slot.day_of_week} onChange={(event) => update(slot.key, { day_of_week: Number(event.target.value) })}>
                      {WEEK_ORDER.map((day) => (
                        <option key={day} value={day}>
                          {DAY_NAMES[day]}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <div>
                    <Label htmlFor={`${id}-start`}>Start</Label>
                    <Select
                      id={`${id}-start`}
                      className="mt-1.5"
                      disabled={disabled}
                      value={slot.start_time}
                      aria-invalid={error('start_time') ? true : undefined}
                      aria-describedby={error('start_time') ? `${id}-start-error` : undefined}
                      onChange={(event) => update(slot.key, { start_time: event.target.value })}
                    >
                      {OFF_PEAK_TIME_STEPS.map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </Select>
                  </div>
                  <div>
                    <Label htmlFor={`${id}-end`}>End</Label>
                    <Select
                      id={`${id}-end`}
                      className="mt-1.5"
                      disabled={disabled}
                      value={slot.end_time}
                      aria-invalid={error('end_time') ? true : undefined}
                      aria-describedby={error('end_time') ? `${id}-end-error` : undefined}
                      onChange={(event) => update(slot.key, { end_time: event.target.value })}
                    >
                      {OFF_PEAK_TIME_STEPS.slice(1).map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </Select>
                  </div>
                  {mode === 'percentage' ? (
                    <div>
                      <Label htmlFor={`${id}-discount`}>Discount (%)</Label>
                      <Input
                        id={`${id}-discount`}
                        className="mt-1.5"
                        type="number"
                        inputMode="numeric"
                        min={OFF_PEAK_DISCOUNT_MIN}
                        max={OFF_PEAK_DISCOUNT_MAX}
                        step={1}
                        disabled={disabled}
                        value={slot.discount_percentage}
                        aria-invalid={error('discount_percentage') ? true : undefined}
                        aria-describedby={error('discount_percentage') ? `${id}-discount-error` : undefined}
                        onChange={(event) => update(slot.key, { discount_percentage: event.target.value })}
                      />
                    </div>
                  ) : (
                    <p className="self-center text-sm text-stone-700 sm:pb-3">Fixed prices below</p>
                  )}
                  <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:pb-1.5">
                    <Checkbox id={`${id}-active`} label="Active" disabled={disabled} checked={slot.is_active} onChange={(event) => update(slot.key, { is_active: event.target.checked })} />
                    <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(slots.filter((other) => other.key !== slot.key))}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      Remove<span className="sr-only"> {label}</span>
                    </Button>
                  </div>
                </div>
                <FieldError id={`${id}-start-error`} message={error('start_time')} />
                <FieldError id={`${id}-end-error`} message={error('end_time')} />
                <FieldError id={`${id}-discount-error`} message={error('discount_percentage')} />
                <FieldError id={`${id}-day-error`} message={error('day_of_week')} />
                {overlaps
                  .filter((overlap) => overlap.slotKeys.includes(slot.key))
                  .map((overlap) => (
                    <p key={`${overlap.start}-${overlap.slotKeys.join()}`} className="mt-2 flex items-start gap-1.5 text-sm text-amber-900">
                      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {overlapNote(overlap, mode)}
                    </p>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
