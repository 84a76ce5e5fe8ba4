import { NOTIFICATION_FILTERS, type Notification, type NotificationFilter } from '@lull/domain/contracts/user';
import { ArrowRight, Bell, Check, CheckCheck, CircleCheck, CircleX, Gift, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import {
  MARK_ALL_READ_DONE,
  MARK_ALL_READ_FAILED,
  useDeleteNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
  useMarkOneNotificationRead,
  useNotificationsPage,
} from '@/lib/notifications';
import { NotificationListStates } from '@/components/notification-list-states';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['filter'] as const;

const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };
const EMPTY_TEXTS: Record<NotificationFilter, string> = {
  all: 'No notifications yet. Approvals, rejections and credit show up here.',
  unread: 'No unread notifications.',
  read: 'No read notifications yet.',
};

/** The spec's toasts (admin spec §8), word for word. */
export const NOTIFICATION_TOASTS = {
  allRead: MARK_ALL_READ_DONE,
  allReadFailed: MARK_ALL_READ_FAILED,
  selectedRead: 'Selected notifications marked as read',
  readFailed: 'Failed to mark as read',
  selectedDeleted: 'Selected notifications deleted',
  deleteManyFailed: 'Failed to delete notifications',
  deleted: 'Notification deleted',
  deleteFailed: 'Failed to delete notification',
} as const;

/** The icon of a notification's type (admin spec §9): approvals, rejections, credit granted, everything else. */
export function notificationIcon(type: string) {
  if (type.endsWith('_approved')) return { Icon: CircleCheck, className: 'bg-green-100 text-green-800', label: 'Approval' };
  if (type.endsWith('_rejected')) return { Icon: CircleX, className: 'bg-red-100 text-red-800', label: 'Rejection' };
  if (type === 'credit_granted') return { Icon: Gift, className: 'bg-brand-100 text-brand-800', label: 'Credit' };
  return { Icon: Bell, className: 'bg-stone-100 text-stone-700', label: 'Notice' };
}

function filterOf(value: string | null): NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as NotificationFilter) : 'all';
}

/** Notifications (admin spec §2.2): the admin's own notifications, filtered and paged by the server, read and deleted one by one or by selection. */
export function NotificationsTab() {
  const id = useId();
  const { params, page, update } = useListParams(LIST_FILTERS);
  const filter = filterOf(params.get('filter'));
  const list = useNotificationsPage({ filter, page });
  const markAll = useMarkAllNotificationsRead();
  const markSelected = useMarkNotificationsRead();
  const markOne = useMarkOneNotificationRead();
  const remove = useDeleteNotifications();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const items = list.data?.items;
  // Only what is on screen can be selected: a new page or filter starts with nothing selected.
  useEffect(() => {
    if (!items) return;
    const shown = new Set(items.map((item) => item.id));
    setSelected((current) => {
      const kept = [...current].filter((item) => shown.has(item));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [items]);


  const unread = list.data?.unread_count ?? 0;
  const allSelected = items !== undefined && items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = selected.size > 0 && !allSelected;
  const selectedIds = [...selected];

  function toggle(itemId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  }

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(NOTIFICATION_TOASTS.allRead),
      onError: (error) => toast.error(NOTIFICATION_TOASTS.allReadFailed, { description: errorMessage(error, 'Please try again.') }),
    });
  }

  function markSelectedRead() {
    markSelected.mutate(selectedIds, {
      onSuccess: () => {
        toast.success(NOTIFICATION_TOASTS.selectedRead);
        setSelected(new Set());
      },
      onError: (error) => toast.error(NOTIFICATION_TOASTS.readFailed, { description: errorMessage(error, 'Please try again.') }),
    });
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <section aria-labelledby="notifications-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="notifications-heading" className="font-display text-2xl text-stone-900">
            Notifications
          </h2>
          <p className="mt-1 text-sm text-stone-700" aria-live="polite">
            {list.data ? (unread > 0 ? `${unread} unread` : 'All caught up!') : 'Loading…'}
          </p>
        </div>
        <Button variant="secondary" onClick={markAllRead} isLoading={markAll.isPending} disabled={unread === 0}>
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark All Read
        </Button>
      </div>

      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {NOTIFICATION_FILTERS.map((value) => (
          <ToggleChip key={value} pressed={filter === value} onClick={() => update({ filter: value, page: '1' })}>
            {FILTER_LABELS[value]}
          </ToggleChip>
        ))}
      </div>

      <NotificationListStates error={list.isError ? list.error : null} onRetry={() => void list.refetch()} items={items} emptyText={EMPTY_TEXTS[filter]}>
{(items) => (
        <div className={cn('overflow-hidden rounded-2xl border border-stone-200 bg-white', list.isFetching && 'opacity-60')} aria-busy={list.isFetching}>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-stone-50 px-4 py-2.5">
            <div className="flex items-center gap-3">
              <input
                id={`${id}-all`}
                type="checkbox"
                className="size-5 cursor-pointer rounded border-stone-400 accent-brand-700"
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = someSelected;
                }}
                onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
              />
              <label htmlFor={`${id}-all`} className="cursor-pointer text-sm font-medium text-stone-800">
                {selected.size > 0 ? `${selected.size} selected` : 'Select all'}
              </label>
            </div>
            {selected.size > 0 ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={markSelectedRead} isLoading={markSelected.isPending}>
                  <Check className="size-4" aria-hidden="true" />
                  Mark read
                </Button>
                <Button variant="secondary" size="sm" className="text-red-800" onClick={() => setConfirmingDelete(true)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            ) : null}
          </div>
          <ul className="divide-y divide-stone-200">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                notification={item}
                checkboxId={`${id}-${item.id}`}
                selected={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
                markingRead={markOne.isPending && markOne.variables === item.id}
                deleting={remove.isPending && remove.variables?.length === 1 && remove.variables[0] === item.id}
                onMarkRead={() =>
                  markOne.mutate(item.id, { onError: (error) => toast.error(NOTIFICATION_TOASTS.readFailed, { description: errorMessage(error, 'Please try again.') }) })
                }
                onDelete={() =>
                  remove.mutate([item.id], {
                    onSuccess: () => toast.success(NOTIFICATION_TOASTS.deleted),
                    onError: (error) => toast.error(NOTIFICATION_TOASTS.deleteFailed, { description: errorMessage(error, 'Please try again.') }),
                  })
                }
              />
            ))}
          </ul>
        </div>
)}
      </NotificationListStates>

      {list.data && pages > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p aria-live="polite">
            Page {page} of {pages}
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

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete ${selected.size === 1 ? 'this notification' : `${selected.size} notifications`}?`}
        description="Deleted notifications cannot be brought back."
        confirmLabel="Delete"
        destructive
        fallbackError={NOTIFICATION_TOASTS.deleteManyFailed}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(selectedIds);
          } catch (error) {
            toast.error(NOTIFICATION_TOASTS.deleteManyFailed, { description: errorMessage(error, 'Please try again.') });
            throw error;
          }
          toast.success(NOTIFICATION_TOASTS.selectedDeleted);
          setSelected(new Set());
        }}
      />
    </section>
  );
}

interface NotificationRowProps {
  notification: Notification;
  checkboxId: string;
  selected: boolean;
  onToggle: () => void;
  markingRead: boolean;
  deleting: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}

function NotificationRow({ notification, checkboxId, selected, onToggle, markingRead, deleting, onMarkRead, onDelete }: NotificationRowProps) {
  const unread = !notification.is_read;
  const { Icon, className, label } = notificationIcon(notification.type);
  return (
    <li className={cn('flex gap-3 px-4 py-4', unread && 'bg-brand-50/60')}>
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-2.5 size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select: ${notification.title}`}
      />
      <span className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full', className)} title={label}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className={cn('text-sm text-stone-900', unread ? 'font-semibold' : 'font-medium')}>
            <span className="sr-only">{unread ? 'Unread' : 'Read'} {label.toLowerCase()}: </span>
            {notification.title}
          </p>
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)} className="text-xs whitespace-nowrap text-stone-600">
            {formatRelativeTime(notification.created_at)}
          </time>
        </div>
        <p className="mt-0.5 text-sm leading-5 break-words text-stone-700">{notification.message}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {/* What it announces, to decide (decision 041); deciding it marks it read for every admin. */}
          {notification.link ? (
            <Link
              to={notification.link}
              className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
              aria-label={`Open: ${notification.title}`}
            >
              <ArrowRight className="size-4" aria-hidden="true" />
              Open
            </Link>
          ) : null}
          {unread ? (
            <Button variant="ghost" size="sm" className="h-8 px-2.5 text-brand-700" onClick={onMarkRead} isLoading={markingRead} aria-label={`Mark read: ${notification.title}`}>
              <Check className="size-4" aria-hidden="true" />
              Mark read
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="h-8 px-2.5 text-red-800 hover:bg-red-50 hover:text-red-900" onClick={onDelete} isLoading={deleting} aria-label={`Delete: ${notification.title}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
