import { statusColour } from '@lull/domain/booking-status';

import { Badge } from './ui/badge';

const LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  expired: 'Expired',
};

/** A booking's status in words and colour, for customers and salons alike; an unknown status is neutral. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge colour={statusColour(status)}>{LABELS[status] ?? status}</Badge>;
}
