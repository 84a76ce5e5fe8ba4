import type { Database } from '../../db/database';
import { insertMail, type OutgoingMail } from './outbox.repository';

/**
 * Queues a mail in the caller's transaction, so it is sent only if the change that caused it commits. Answers the
 * outbox row's id, for a record that must follow the mail's delivery (a contact acknowledgement).
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  return insertMail(db, mail);
}

