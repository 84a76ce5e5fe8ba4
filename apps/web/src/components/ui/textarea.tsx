import type { ComponentProps } from 'react';

import { cn } from './cn';
import { fieldClasses } from './input';

/** A multi-line field styled like Input, its invalid state included. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={4} className={cn(fieldClasses, 'h-auto py-2.5', className)} {...props} />;
}
