import type { ComponentProps } from 'react';

import { cn } from './cn';

export const fieldClasses = cn(
  'block h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs sm:text-sm',
  'placeholder:text-stone-500 transition-colors',
  'hover:border-stone-400 focus-visible:border-brand-600',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600',
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  // `read-only:` only here: a <select> always matches :read-only.
  return <input type={type} className={cn(fieldClasses, 'read-only:bg-stone-100 read-only:text-stone-700', className)} {...props} />;
}
