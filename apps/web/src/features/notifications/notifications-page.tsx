import { NOTIFICATION_FILTERS, type Notification, type NotificationFilter } from '@lull/domain/contracts/user';
import { Check, CheckCheck } from 'lucide-react';
import { toast } from 'sonner';

import { useListParams } from '@/components/dashboard/use-list-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { MARK_ALL_READ_DONE, MARK_ALL_READ_FAILED, useMarkAllNotificationsRead, useMarkOneNotificationRead, useNotificationsPage } from '@/lib/notifications';
import { NotificationListStates } from '@/components/notification-list-states';

const LIST_FILTERS = ['filter'] as const;
const PAGE_SIZE = 20;
const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };
const EMPTY_TEXTS: Record<NotificationFilter, string> = {
  all: 'No notifications yet. We’ll let you know here about approvals, credit and your bookings.',
  unread: 'No unread notifications.',
  read: 'No read notifications yet.',
};

function filterOf(value: string | null): NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as NotificationFilter) : 'all';
}

/**
 * /notifications (signed in): every notification of the caller, filtered and paged by the server (the list grows with
 * every booking), with Mark all read. The bell's View All Notifications comes here; admins' goes to their dashboard tab.
 */
export function NotificationsPage() {
  const { params, page, update } = useListParams(LIST_FILTERS);
  const filter = filterOf(params.get('filter'));
  const list = useNotificationsPage({ filter, page, pageSize: PAGE_SIZE });
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkOneNotificationRead();

  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.items;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(MARK_ALL_READ_DONE),
      onError: (error) => toast.error(MARK_ALL_READ_FAILED, { description: errorMessage(error, 'Please try again.') }),
    });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-stone-900">Notifications</h1>
          <p className="mt-2 text-stone-700" aria-live="polite">
            {list.data ? (unread > 0 ? `${unread} unread` : 'All caught up!') : 'Loading…'}
          </p>
        </div>
        <Button variant="secondary" onClick={markAllRead} isLoading={markAll.isPending} disabled={unread === 0}>
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark all read
        </Button>
      </div>

      <div role="group" aria-label="Show" className="mt-6 flex flex-wrap gap-2">
        {NOTIFICATION_FILTERS.map((value) => (
          <ToggleChip key={value} pressed={filter === value} onClick={() => update({ filter: value, page: '1' })}>
            {FILTER_LABELS[value]}
          </ToggleChip>
        ))}
      </div>

      <div className="mt-5">
        <NotificationListStates error={list.isError ? list.error : null} onRetry={() => void list.refetch()} items={items} emptyText={EMPTY_TEXTS[filter]}>
{(items) => (
          <ul
            aria-label="Your notifications"
            aria-busy={list.isFetching}
            className={cn('divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white', list.isFetching && 'opacity-60')}
          >
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                notification={item}
                markingRead={markOne.isPending && markOne.variables === item.id}
                onMarkRead={() =>
                  markOne.mutate(item.id, {
                    onError: (error) => toast.error('Failed to mark as read', { description: errorMessage(error, 'Please try again.') }),
                  })
                }
              />
            ))}
          </ul>
)}
        </NotificationListStates>
      </div>

      {list.data && pages > 1 ? (
        <nav aria-label="Pages" className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p>
            Page {Math.min(page, pages)} of {pages}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

function NotificationRow({ notification, markingRead, onMarkRead }: { notification: Notification; markingRead: boolean; onMarkRead: () => void }) {
  const unread = !notification.is_read;
  return (
    <li className={cn('flex gap-3 px-4 py-4', unread && 'bg-brand-50/70')}>
      <span aria-hidden="true" className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className={cn('text-sm text-stone-900', unread ? 'font-semibold' : 'font-medium')}>
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.title}
          </p>
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)} className="text-xs whitespace-nowrap text-stone-600">
            {formatRelativeTime(notification.created_at)}
          </time>
        </div>
        <p className="mt-0.5 text-sm leading-5 break-words text-stone-700">{notification.message}</p>
        {unread ? (
          <Button variant="ghost" size="sm" className="mt-2 h-8 px-2.5 text-brand-700" onClick={onMarkRead} isLoading={markingRead}>
            <Check className="size-4" aria-hidden="true" />
            Mark read<span className="sr-only">: {notification.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
