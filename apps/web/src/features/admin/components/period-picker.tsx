import { ANALYTICS_DEFAULT_DAYS, resolvePeriod } from '@lull/domain/analytics';
import { addDaysToDate, isIsoDate, londonDateOf } from '@lull/domain/london-time';

import { DateRangeForm } from '@/components/dashboard/date-range-form';
import { useListParams } from '@/components/dashboard/use-list-params';
import { ToggleChip } from '@/components/ui/toggle-chip';

// The admin's period of London days, kept in the address: the Analytics and Reconciliation tabs share it.

const PRESETS = [7, 30, 90] as const;
const PERIOD_PARAMS: readonly string[] = [];

/** The period in the address: `from`/`to` when both are real dates, else `days` (7, 30 or 90) ending today in London. */
export function usePeriod() {
  const { params, update } = useListParams(PERIOD_PARAMS);
  const today = londonDateOf(new Date());
  const from = params.get('from');
  const to = params.get('to');
  if (isIsoDate(from) && isIsoDate(to)) return { from, to, preset: null, update };
  const days = PRESETS.find((n) => String(n) === params.get('days')) ?? ANALYTICS_DEFAULT_DAYS;
  return { from: addDaysToDate(today, -(days - 1)), to: today, preset: days, update };
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "8 Jun 2026" for a London date. */
export const showDate = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

/** Presets and a custom from/to, all in the address so Back and a shared link keep the period. */
export function PeriodPicker({ from, to, preset, update }: ReturnType<typeof usePeriod>) {
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PRESETS.map((days) => (
          <ToggleChip key={days} pressed={preset === days} onClick={() => update({ days: days === ANALYTICS_DEFAULT_DAYS ? '' : String(days), from: '', to: '' })}>
            Last {days} days
          </ToggleChip>
        ))}
      </div>
      {/* Keyed by the period, so a preset or Back starts the fields afresh. */}
      <DateRangeForm
        key={`${from}|${to}`}
        initial={{ from, to }}
        submitLabel="Show period"
        check={(draft) => {
          const result = resolvePeriod({ from: draft.from || undefined, to: draft.to || undefined }, londonDateOf(new Date()));
          return result.ok ? result.period : result.error;
        }}
        onApply={(period) => update({ days: '', from: period.from, to: period.to })}
      />
    </div>
  );
}
