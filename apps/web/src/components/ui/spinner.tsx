import { LoaderCircle } from 'lucide-react';

import { cn } from './cn';

interface SpinnerProps {
  className?: string;
  /** Announced to assistive technology; omit when the surrounding text already says what is happening. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle className={cn('size-5 animate-spin motion-reduce:animate-none', className)} aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** A whole-area wait: centred, announced politely, never a blank screen. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner className="size-8" />
      <p className="text-sm font-medium text-stone-600">{label}</p>
    </div>
  );
}
