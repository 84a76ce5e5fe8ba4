import type { NotificationFilter } from '@lull/domain/contracts/user';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/messaging';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Database, notification: typeof notifications.$inferInsert): Promise<void> {
  await db.insert(notifications).values(notification);
}

/** A closed account's notifications go with it. */
export async function deleteNotificationsOf(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

export async function listNotifications(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
}

/** Marks read every unread notification waiting for one decision, whoever's it is (the admins'). */
export async function markAwaitingRead(db: Database, awaits: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.awaits, awaits), eq(notifications.isRead, false)));
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

function readCondition(filter: NotificationFilter) {
  return filter === 'unread' ? eq(notifications.isRead, false) : filter === 'read' ? eq(notifications.isRead, true) : undefined;
}

/** The Notifications tab's page of the user's own notifications, newest first, with the filter's total and the unread count. */
export async function listNotificationsPage(
  db: Database,
  userId: string,
  query: { filter: NotificationFilter; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const where = and(eq(notifications.userId, userId), readCondition(query.filter));
  const [rows, [counted], [unread]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(notifications).where(where),
    db.select({ total: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ]);
  return { rows, total: counted?.total ?? 0, unread: unread?.total ?? 0 };
}

/** Marks read the listed notifications that are the user's own (all of them when `ids` is absent); answers how many changed. */
export async function markNotificationsRead(db: Database, userId: string, ids?: readonly string[]): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, [...ids]) : undefined))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Deletes the listed notifications that are the user's own; anyone else's id is ignored. */
export async function deleteOwnNotifications(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return deleted.length;
}
