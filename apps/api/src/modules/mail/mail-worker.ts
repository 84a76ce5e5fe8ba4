import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailTransport } from '../../integrations/mailer';
import type { Clock } from '../../shared/clock';
import { addMinutes } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { claimDueMail, markMailFailed, markMailSent } from './outbox.repository';

const batchSize = 20;
const maxAttempts = 5;

/** Sends one batch of due mail; returns how many were sent. Safe to run on every API instance at once. */
export async function sendDueMail(db: Database, transport: MailTransport, clock: Clock, log: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueMail(tx, clock(), batchSize);
    let sent = 0;
    for (const mail of due) {
      try {
        await transport.send(mail);
        await markMailSent(tx, mail.id, clock());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: mail.id, err: message }, 'mail delivery failed');
        await markMailFailed(tx, mail, message, addMinutes(clock(), 2 ** mail.attempts), maxAttempts);
      }
    }
    return sent;
  });
}

/** Sends due mail every `intervalMs`, one batch at a time; stopping waits for the batch in progress. */
export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'mail_worker',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'mail worker failed',
    task: () => sendDueMail(options.db, options.transport, options.clock, options.log),
  });
}
