import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from './cn';
import { fieldClasses } from './input';

/** A styled native select: keyboard, screen-reader and phone pickers all work as the platform intends. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClasses, 'appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600"
        aria-hidden="true"
      />
    </div>
  );
}
