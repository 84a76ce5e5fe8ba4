import { cn } from './cn';

const counted = new Intl.NumberFormat('en-GB');

/**
 * How much of a text field's limit is used, as it is typed ('120/2,000 characters'), so the limit is known before
 * submitting (decision 040). The field names it in aria-describedby; it is not a live region, which would speak
 * on every key, but says so once the text is over.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={cn('text-sm tabular-nums', over ? 'font-medium text-red-700' : 'text-stone-600')}>
      {counted.format(length)}/{counted.format(max)} characters
      {over ? <span role="status"> – {counted.format(length - max)} over the limit</span> : null}
    </p>
  );
}
