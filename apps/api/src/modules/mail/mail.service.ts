import type { Database } from '../../db/database';
import { deleteSettledMailTo, insertMail, type OutgoingMail } from './outbox.repository';

/** Queues a mail in the caller's transaction, so it is sent only if the change that caused it commits. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await insertMail(db, mail);
}

/** Copies of mail already delivered (or given up on) to these addresses; mail still waiting is sent as usual. */
export async function eraseDeliveredMailTo(db: Database, emails: readonly string[]): Promise<void> {
  await deleteSettledMailTo(db, emails);
}
