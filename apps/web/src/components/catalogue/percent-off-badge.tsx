import { cn } from '../ui/cn';

/** '31% off', rounded from (price − off-peak) / price; nothing when there is no discount. */
export function PercentOffBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-saving-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white tabular-nums',
        className,
      )}
    >
      {percent}% off
    </span>
  );
}
