import type { ComponentProps, ReactNode } from 'react';

import { cn } from './cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  id: string;
  label: ReactNode;
  /** Id of the element holding this box's error message, when it has one. */
  errorId?: string;
}

/** A native checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ id, label, className, errorId, ...props }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700 disabled:cursor-not-allowed"
        aria-describedby={errorId}
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-5 text-stone-700">
        {label}
      </label>
    </div>
  );
}
