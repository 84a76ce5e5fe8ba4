import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * From and To, checked by the caller's rule (the server's own) before anything is asked: the admin's period, a
 * statement's days, what off-peak did. `check` answers the period to show, or the message to say where it is typed.
 * It starts from `initial`; a caller that sets the period from outside keys it, so it starts afresh.
 */
export function DateRangeForm({
  initial,
  check,
  submitLabel,
  label,
  onApply,
  children,
}: {
  initial: DateRange;
  check: (draft: DateRange) => DateRange | string;
  submitLabel: string;
  label?: string;
  onApply: (range: DateRange) => void;
  /** More buttons beside the submit (a preset). */
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = check(draft);
    if (typeof checked === 'string') {
      setError(checked);
      return;
    }
    setError(null);
    onApply(checked);
  }

  const field = (key: keyof DateRange, text: string) => (
    <div>
      <Label htmlFor={`${id}-${key}`}>{text}</Label>
      <Input
        id={`${id}-${key}`}
        type="date"
        className="mt-1 w-44"
        value={draft[key]}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      />
    </div>
  );

  return (
    <form onSubmit={apply} noValidate aria-label={label} className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {field('from', 'From')}
        {field('to', 'To')}
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
