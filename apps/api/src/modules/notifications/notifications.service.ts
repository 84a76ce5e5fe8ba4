import type { Notification, NotificationsPage, notificationsPageQuerySchema } from '@lull/domain/contracts/user';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import {
  deleteOwnNotifications,
  insertNotification,
  listNotifications,
  listNotificationsPage,
  markNotificationRead,
  markAwaitingRead,
  markNotificationsRead,
  type NotificationRow,
} from './notifications.repository';

const LIST_LIMIT = 50;

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  /** Where the web opens what it announces (decision 041). */
  link?: string | null;
  /** The admin decision it waits for (`awaitedDecision`): deciding marks every copy read. */
  awaits?: string | null;
}

/** Tells a user something in the caller's transaction, so the notice exists only if the change it reports commits. */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await insertNotification(db, notification);
}

/**
 * A decision an admin notification waited for has been made (decision 041): every admin's copy of it is marked
 * read, in the decision's transaction, so no admin is asked again about something already decided.
 */
export async function settleNotificationsAwaiting(db: Database, awaits: string): Promise<void> {
  await markAwaitingRead(db, awaits);
}

function toNotificationDto(row: NotificationRow): Notification {
  return { id: row.id, type: row.type, title: row.title, message: row.message, is_read: row.isRead, link: row.link, created_at: row.createdAt.toISOString() };
}

export function createNotificationsService({ db }: AppContext) {
  return {
    async list(userId: string): Promise<Notification[]> {
      return (await listNotifications(db, userId, LIST_LIMIT)).map(toNotificationDto);
    },
    async markRead(userId: string, notificationId: string): Promise<void> {
      if (!(await markNotificationRead(db, userId, notificationId))) throw new AppError('NOT_FOUND', 'Notification not found.');
    },
    /** The Notifications tab: every notification of the user's, filtered and paged by the database. */
    async page(userId: string, query: z.output<typeof notificationsPageQuerySchema>): Promise<NotificationsPage> {
      const { rows, total, unread } = await listNotificationsPage(db, userId, { filter: query.filter, limit: query.page_size, offset: (query.page - 1) * query.page_size });
      return { items: rows.map(toNotificationDto), total, page: query.page, page_size: query.page_size, unread_count: unread };
    },
    /** Only ever the caller's own: ids of anyone else's notifications are ignored, not reported. */
    async markManyRead(userId: string, ids?: readonly string[]): Promise<number> {
      return markNotificationsRead(db, userId, ids);
    },
    async deleteMany(userId: string, ids: readonly string[]): Promise<number> {
      return deleteOwnNotifications(db, userId, ids);
    },
  };
}
