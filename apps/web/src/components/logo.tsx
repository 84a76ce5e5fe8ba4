import { cn } from './ui/cn';

/** The Lull wordmark: a serif name with a sage dot, the colour Lull uses for savings. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-baseline gap-0.5 font-display text-[1.75rem] leading-none tracking-tight', className)}>
      <span className={inverse ? 'text-white' : 'text-brand-800'}>Lull</span>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', inverse ? 'bg-saving-100' : 'bg-saving-600')} />
    </span>
  );
}
