import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/messaging';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Database, notification: typeof notifications.$inferInsert): Promise<void> {
  await db.insert(notifications).values(notification);
}

export async function deleteNotificationsOf(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

export async function listNotifications(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
}

/** Marks one of the user's own notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Database, userId: string, notificationId: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length === 1;
}
