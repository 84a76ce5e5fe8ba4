import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';

import { errorMessage } from '@/lib/api-client';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/**
 * A list of the caller's notifications in its three other states, for the customer's Notifications page and the
 * admin's tab alike: failed (with Try again), loading, or empty under the chosen filter. Renders `children` with the
 * items once there is something to list.
 */
export function NotificationListStates<Item>({
  error,
  onRetry,
  items,
  emptyText,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  items: readonly Item[] | undefined;
  emptyText: string;
  children: (items: readonly Item[]) => ReactNode;
}) {
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        <p>{errorMessage(error, 'We couldn’t load your notifications.')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!items) {
    return (
      <div aria-busy="true" aria-label="Loading notifications" className="space-y-2">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-700">
        <BellOff className="size-6 text-stone-600" aria-hidden="true" />
        <p className="mt-2">{emptyText}</p>
      </div>
    );
  }
  return children(items);
}
