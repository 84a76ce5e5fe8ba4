import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox, type MailAttachment } from '../../db/schema/messaging';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values({ ...mail, attachments: mail.attachments ?? [] }).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert into mail_outbox returned no row');
  return row.id;
}

/** Mail to these addresses that is no longer waiting to be sent (delivered or given up on). */
export async function deleteSettledMailTo(db: Database, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.delete(mailOutbox).where(and(inArray(mailOutbox.to, [...emails]), ne(mailOutbox.status, 'pending')));
}

export async function listRecentMail(db: Database, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Claims due mail for this worker. SKIP LOCKED lets several API instances drain one outbox without sending
 * a message twice; the claim holds only while the caller's transaction is open.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.availableAt, now)))
    .orderBy(asc(mailOutbox.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMailSent(db: Database, id: string, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, id));
}

/** Backs off after a failure; gives up after `maxAttempts`. */
export async function markMailFailed(db: Database, mail: OutboxRow, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
  const attempts = mail.attempts + 1;
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 500), availableAt: retryAt, status: attempts >= maxAttempts ? 'failed' : 'pending' })
    .where(eq(mailOutbox.id, mail.id));
}

/** Whether the newest mail to this address that is no longer waiting was given up on (it bounced or was refused). */
export async function latestSettledMailFailed(db: Database, to: string): Promise<boolean> {
  const [latest] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), ne(mailOutbox.status, 'pending')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return latest?.status === 'failed';
}
