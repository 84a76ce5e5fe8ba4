import type { Notification } from '@lull/domain/contracts/user';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { deleteNotificationsOf, insertNotification, listNotifications, markNotificationRead, type NotificationRow } from './notifications.repository';

const LIST_LIMIT = 50;

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
}

/** Tells a user something in the caller's transaction, so the notice exists only if the change it reports commits. */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await insertNotification(db, notification);
}

/** A closed account's notifications go with it. */
export async function eraseNotificationsOf(db: Database, userId: string): Promise<void> {
  await deleteNotificationsOf(db, userId);
}

function toNotificationDto(row: NotificationRow): Notification {
  return { id: row.id, type: row.type, title: row.title, message: row.message, is_read: row.isRead, created_at: row.createdAt.toISOString() };
}

export function createNotificationsService({ db }: AppContext) {
  return {
    async list(userId: string): Promise<Notification[]> {
      return (await listNotifications(db, userId, LIST_LIMIT)).map(toNotificationDto);
    },
    async markRead(userId: string, notificationId: string): Promise<void> {
      if (!(await markNotificationRead(db, userId, notificationId))) throw new AppError('NOT_FOUND', 'Notification not found.');
    },
  };
}
