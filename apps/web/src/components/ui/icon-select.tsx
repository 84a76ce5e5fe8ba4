import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';

import { cn } from './cn';
import { Label } from './label';
import { Select } from './select';

interface IconSelectProps {
  id: string;
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /**
   * 'field': a form field with its label shown above it. 'pill': a small rounded select whose label only screen
   * readers need (its shown option says what it is), its icon shown from the small breakpoint up.
   */
  variant?: 'field' | 'pill';
  className?: string;
  describedBy?: string;
}

/** A labelled native select with an icon in front: the phone's own picker, the keyboard's own keys. */
export function IconSelect({ id, label, icon, value, onChange, children, variant = 'field', className, describedBy }: IconSelectProps) {
  // The same select in both looks: only its frame and label differ.
  const selectProps = {
    id,
    name: id,
    value,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value),
  };
  if (variant === 'pill') {
    return (
      <div className={cn('relative', className)}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <span className="pointer-events-none absolute top-1/2 left-2.5 hidden -translate-y-1/2 text-brand-700 sm:block" aria-hidden="true">
          {icon}
        </span>
        <select
          {...selectProps}
          className="h-10 w-full appearance-none truncate rounded-full border border-stone-200 bg-white/90 pr-7 pl-3.5 text-sm font-medium text-stone-800 shadow-xs transition-colors hover:border-brand-300 focus-visible:border-brand-500 sm:w-auto sm:pl-8"
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {label}
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 z-10 -translate-y-1/2 text-stone-500" aria-hidden="true">
          {icon}
        </span>
        <Select {...selectProps} className="[&_select]:pl-9"
        >
          {children}
        </Select>
      </div>
    </div>
  );
}
