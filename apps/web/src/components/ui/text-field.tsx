import type { ComponentProps, ReactNode } from 'react';

import { cn } from './cn';
import { FieldError } from './form-error';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Help shown under the field (and read with it). */
  hint?: ReactNode;
  optional?: boolean;
  /** Replaces the plain input, e.g. with a password input; receives the wired-up props. */
  renderInput?: (props: ComponentProps<'input'>) => ReactNode;
}

/** Label, input, hint and error, wired together: aria-invalid and aria-describedby follow the error. */
export function TextField({ id, label, error, hint, optional, className, renderInput, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const wired: ComponentProps<'input'> = {
    ...inputProps,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {renderInput ? renderInput(wired) : <Input {...wired} />}
      <FieldError id={`${id}-error`} message={error} />
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

/** Help under a field, which the field names in its aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-stone-600">
      {children}
    </p>
  );
}
