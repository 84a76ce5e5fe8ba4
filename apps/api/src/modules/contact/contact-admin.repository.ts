import type { AcknowledgementState, ContactSubmissionFilter } from '@lull/domain/contracts/admin-contact';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages, mailOutbox } from '../../db/schema/messaging';
import { matchesAnyOf } from '../../db/search-pattern';

/**
 * The acknowledgement's delivery, read from its outbox row. Without one: never queued (the address's daily cap),
 * or a row older than the link, or mail erased with a closed account after it settled, which `email_sent` says.
 */
const acknowledgementState = sql<AcknowledgementState>`case
  when ${mailOutbox.id} is not null then ${mailOutbox.status}::text
  when ${contactMessages.emailSent} then 'sent'
  else 'not_sent' end`;

function filterCondition(status: ContactSubmissionFilter): SQL | undefined {
  switch (status) {
    case 'pending':
      return eq(contactMessages.manuallyHandled, false);
    case 'handled':
      return eq(contactMessages.manuallyHandled, true);
    case 'email_sent':
      return sql`${acknowledgementState} = 'sent'`;
    case 'email_failed':
      return sql`${acknowledgementState} in ('failed', 'not_sent')`;
    default:
      return undefined;
  }
}

export interface ContactSubmissionRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
  manuallyHandled: boolean;
  handledAt: Date | null;
  state: AcknowledgementState;
}

/** One page of submissions, newest first, searched by name, email or message and filtered; and the matching total. */
export async function listContactSubmissions(
  db: Database,
  query: { q: string; status: ContactSubmissionFilter; limit: number; offset: number },
): Promise<{ rows: ContactSubmissionRow[]; total: number }> {
  const where = and(matchesAnyOf(query.q, [contactMessages.name, contactMessages.email, contactMessages.message]), filterCondition(query.status));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
        manuallyHandled: contactMessages.manuallyHandled,
        handledAt: contactMessages.handledAt,
        state: acknowledgementState,
      })
      .from(contactMessages)
      .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.acknowledgementMailId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contactMessages).leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.acknowledgementMailId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Marks a submission handled only if it is not yet: a repeat or a second admin changes nothing and says so. */
export async function markHandledOnce(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set({ manuallyHandled: true, handledAt: now })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.manuallyHandled, false)))
    .returning({ id: contactMessages.id });
  return updated.length === 1;
}

export async function contactMessageExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return row !== undefined;
}
