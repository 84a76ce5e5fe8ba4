import type { ComponentProps } from 'react';

import { cn } from './cn';

interface LabelProps extends ComponentProps<'label'> {
  /** Adds a quiet '(optional)' after the text. */
  optional?: boolean;
}

export function Label({ className, optional = false, children, ...props }: LabelProps) {
  return (
    <label className={cn('block text-sm font-medium text-stone-800', className)} {...props}>
      {children}
      {optional ? <span className="ml-1 font-normal text-stone-600">(optional)</span> : null}
    </label>
  );
}
