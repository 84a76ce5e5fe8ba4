import { formatLondonDate } from '@lull/domain/london-format';
import { reviewClosesOn } from '@lull/domain/reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import { enqueueMail } from '../mail/mail.service';
import { reviewInvitationMail } from '../mail/templates/reviews';
import { notify } from '../notifications/notifications.service';
import { claimInvitations } from './reviews.repository';
import { reviewWindowStart } from './reviews.service';

const BATCH_SIZE = 100;

/**
 * Invites the customers of completed, unreviewed bookings to review them: a bell and a mail, once per booking.
 * Each batch claims its bookings (review_invitations' primary key) in the same transaction as the notices, so
 * a crash sends nothing and a restart or a second instance never sends twice. Returns how many were invited.
 */
export async function sendReviewInvitations(db: Database, clock: Clock, publicUrl: string): Promise<number> {
  let total = 0;
  for (;;) {
    const now = clock();
    const invited = await db.transaction(async (tx) => {
      const claimed = await claimInvitations(tx, now, reviewWindowStart(now), BATCH_SIZE);
      for (const booking of claimed) {
        if (booking.deletedAt) continue;
        const closesOn = formatLondonDate(reviewClosesOn(booking.startsAt));
        await notify(tx, {
          userId: booking.userId,
          type: 'review_invitation',
          title: `How was ${booking.businessName}?`,
          message: `Review your ${booking.serviceName} from My Bookings until ${closesOn}.`,
        });
        if (booking.email) {
          const reviewUrl = `${publicUrl}/my-bookings?review=${booking.bookingId}`;
          await enqueueMail(tx, { to: booking.email, ...reviewInvitationMail({ firstName: booking.firstName, serviceName: booking.serviceName, businessName: booking.businessName, closesOn, reviewUrl }) });
        }
      }
      return claimed.length;
    });
    total += invited;
    if (invited < BATCH_SIZE) return total;
  }
}

export function startReviewInvitations(options: { db: Database; clock: Clock; log: FastifyBaseLogger; publicUrl: string; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'review_invitations',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'review invitations failed',
    task: () => sendReviewInvitations(options.db, options.clock, options.publicUrl),
  });
}
