import { statusColour, type StatusColour } from '@lull/domain/booking-status';

import { cn } from '../../../components/ui/cn';

const COLOURS: Record<StatusColour, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  neutral: 'bg-stone-100 text-stone-800 ring-stone-300',
};

const LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  expired: 'Expired',
};

/** A booking's status in words and colour; an unknown status is neutral. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', COLOURS[statusColour(status)])}>
      {LABELS[status] ?? status}
    </span>
  );
}
