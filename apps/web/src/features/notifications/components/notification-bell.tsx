import type { Notification } from '@lull/domain/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Bell, BellOff, Check, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { MARK_ALL_READ_DONE, MARK_ALL_READ_FAILED, useMarkAllNotificationsRead } from '@/lib/notifications';
import { notificationsQueryKey, useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** The badge text: the count, capped at '9+'. */
function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

interface NotificationBellProps {
  /** Admins read everything in their dashboard's tab; others on /notifications. */
  isAdmin: boolean;
}

export function NotificationBell({ isAdmin }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications({ enabled: true });
  const list = notifications.data ?? [];
  const unread = list.filter((n) => !n.is_read).length;
  const viewAllHref = isAdmin ? '/admin/dashboard?tab=notifications' : '/notifications';
  const queryClient = useQueryClient();
  const markAll = useMarkAllNotificationsRead();

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => {
        queryClient.setQueryData<Notification[]>(notificationsQueryKey, (current) => current?.map((n) => ({ ...n, is_read: true })));
        toast.success(MARK_ALL_READ_DONE);
      },
      onError: () => toast.error(MARK_ALL_READ_FAILED, { description: 'Please try again.' }),
    });
  }

  const triggerLabel = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={triggerLabel}
        className="relative flex size-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
          >
            {unreadBadge(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-40 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl data-[state=open]:animate-[pop-in_150ms_ease-out]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-2.5">
            <div className="flex items-baseline gap-2">
              <h2 className="text-base font-semibold text-stone-900">Notifications</h2>
              {unread > 0 ? <p className="text-xs font-medium text-brand-700">{unread} unread</p> : null}
            </div>
            {unread > 0 ? (
              <button
                type="button"
                onClick={markAllRead}
                disabled={markAll.isPending}
                className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-900 disabled:opacity-50"
              >
                {markAll.isPending ? <Spinner className="size-3" /> : <CheckCheck className="size-3.5" aria-hidden="true" />}
                Mark all read
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <NotificationPanelBody
              isPending={notifications.isPending}
              isError={notifications.isError}
              onRetry={() => void notifications.refetch()}
              list={list}
              onOpenLink={() => setOpen(false)}
            />
          </div>
          <div className="border-t border-stone-100 p-2">
            <Link
              to={viewAllHref}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              View All Notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface PanelBodyProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  list: Notification[];
  /** A notification's own link was followed: the panel closes. */
  onOpenLink: () => void;
}

function NotificationPanelBody({ isPending, isError, onRetry, list, onOpenLink }: PanelBodyProps) {
  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-stone-600">
        <Spinner className="size-4 text-brand-700" />
        Loading notifications…
      </div>
    );
  }
  if (isError) {
    return (
      <div className="px-4 py-8 text-center text-sm text-stone-700">
        <p>We couldn’t load your notifications.</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Try again
        </button>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-600">
          <BellOff className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-3 text-sm font-semibold text-stone-900">No notifications yet</p>
        <p className="mt-1 text-sm text-stone-600">We’ll let you know here about approvals, credit and your bookings.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-stone-100">
      {list.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpenLink={onOpenLink} />
      ))}
    </ul>
  );
}

function NotificationItem({ notification, onOpenLink }: { notification: Notification; onOpenLink: () => void }) {
  const markRead = useMarkNotificationRead();
  const isUnread = !notification.is_read;
  return (
    <li className={cn('flex gap-3 px-4 py-3.5', isUnread && 'bg-brand-50/70')}>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-stone-900', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread ? <span className="sr-only">Unread: </span> : null}
          {notification.title}
        </p>
        <p className="mt-0.5 text-sm leading-5 break-words text-stone-700">{notification.message}</p>
        <div className="mt-1.5 flex items-center justify-between gap-3">
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)} className="text-xs text-stone-600">
            {formatRelativeTime(notification.created_at)}
          </time>
          <span className="flex items-center gap-1">
            {/* What it announces, to act on (decision 041); deciding it marks the notification read for every admin. */}
            {notification.link ? (
              <Link
                to={notification.link}
                onClick={onOpenLink}
                aria-label={`Open: ${notification.title}`}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-900"
              >
                <ArrowRight className="size-3.5" aria-hidden="true" />
                Open
              </Link>
            ) : null}
            {isUnread ? (
              <button
                type="button"
                disabled={markRead.isPending}
                onClick={() =>
                  markRead.mutate(notification.id, {
                    onError: () => toast.error('Could not mark the notification as read. Please try again.'),
                  })
                }
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-900 disabled:opacity-50"
              >
                {markRead.isPending ? <Spinner className="size-3" /> : <Check className="size-3.5" aria-hidden="true" />}
                Mark read<span className="sr-only">: {notification.title}</span>
              </button>
            ) : null}
          </span>
        </div>
      </div>
    </li>
  );
}
