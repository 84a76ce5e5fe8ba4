import { cn } from './cn';

/** A grey shape standing in for content that is on its way; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-stone-200/70 motion-reduce:animate-none', className)} />;
}
