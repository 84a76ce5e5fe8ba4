import type { Database } from '../../db/database';
import { deleteSettledMailTo, insertMail, latestSettledMailFailed, type OutgoingMail } from './outbox.repository';

/**
 * Queues a mail in the caller's transaction, so it is sent only if the change that caused it commits. Answers the
 * outbox row's id, for a record that must follow the mail's delivery (a contact acknowledgement).
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  return insertMail(db, mail);
}

/** Copies of mail already delivered (or given up on) to these addresses; mail still waiting is sent as usual. */
export async function eraseDeliveredMailTo(db: Database, emails: readonly string[]): Promise<void> {
  await deleteSettledMailTo(db, emails);
}

/** Whether the last mail sent to this address was given up on: a new one will most likely fail too. */
export async function mailToAddressLastFailed(db: Database, to: string): Promise<boolean> {
  return latestSettledMailFailed(db, to);
}
