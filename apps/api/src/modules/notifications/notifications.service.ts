import type { Notification } from '@lull/domain/contracts/user';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { listNotifications, markNotificationRead, type NotificationRow } from './notifications.repository';

const LIST_LIMIT = 50;

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
