import { MAX_NOTES_LENGTH } from '@lull/domain/contracts/bookings';

import { Label } from '@/components/ui/label';

/** Notes for the salon, counted against the limit as they are typed. */
export function SpecialRequests({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <Label htmlFor="booking-notes" optional>
        Special requests
      </Label>
      <textarea
        id="booking-notes"
        value={value}
        maxLength={MAX_NOTES_LENGTH}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="booking-notes-count"
        placeholder="Anything the salon should know, such as allergies or access needs"
        className="mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 sm:text-sm"
      />
      <p id="booking-notes-count" className="mt-1 text-right text-xs text-stone-600 tabular-nums">
        {value.length}/{MAX_NOTES_LENGTH}
      </p>
    </div>
  );
}
