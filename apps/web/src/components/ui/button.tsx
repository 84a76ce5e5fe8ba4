import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from './cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-stone-300 bg-white text-stone-900 shadow-sm hover:border-stone-400 hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  link: 'h-auto rounded-sm px-0 text-brand-700 underline underline-offset-2 hover:text-brand-900',
} as const;

const sizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * The focus ring of every button: a white band against the button, then a near-black ring outside it. The site's
 * usual ring (brand-600, offset 2px) is 1.3:1 beside a purple button; no single colour reaches 3:1 against both white
 * and brand-700, two bands do: white beside the purple (8.9:1), near-black beside a white page (17:1).
 */
export const FOCUS_RING_COLOURS = { inner: '#ffffff', outer: '#1c1917' } as const;
const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1c1917] focus-visible:shadow-[0_0_0_2px_#ffffff]';
/** The inverse (white) button stands on purple: the same two bands, the other way round. */
const inverseFocusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#ffffff] focus-visible:shadow-[0_0_0_2px_#1c1917]';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the single child (a Link, an <a>) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and blocks further presses while an action is under way. */
  isLoading?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    variant === 'inverse' ? inverseFocusRing : focusRing,
    sizes[size],
    variants[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  isLoading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
