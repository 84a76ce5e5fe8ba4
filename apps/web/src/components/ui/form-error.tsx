import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from './cn';

/** The red box above a form: the first thing to fix, or why the server said no. Announced when it appears. */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {/* The shared messages are written lower-case (spec wording); shown as sentences. */}
      <div className="first-letter:uppercase">{children}</div>
    </div>
  );
}

/** One field's message, under that field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 first-letter:uppercase">
      {message}
    </p>
  );
}
