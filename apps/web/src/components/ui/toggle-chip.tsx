import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from './cn';

interface ToggleChipProps extends Omit<ComponentProps<'button'>, 'type'> {
  pressed: boolean;
}

/** A filter chip that is on or off: a real toggle button (aria-pressed), with a tick as well as colour when on. */
export function ToggleChip({ pressed, className, children, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-stone-300 bg-white text-stone-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900',
        className,
      )}
      {...props}
    >
      {pressed ? <Check className="-ml-1 size-4" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
