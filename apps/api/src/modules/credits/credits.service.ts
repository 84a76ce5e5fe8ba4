import { CREDIT_LIFETIME_DAYS, WELCOME_CREDIT_PENCE } from '@lull/domain/money';
import type { Database } from '../../db/database';
import { addDays } from '../../shared/clock';
import { insertNotification } from '../notifications/notifications.repository';
import { insertCreditEntry } from './credits.repository';

/** The £3 every new account starts with: a ledger grant that expires like any other, and a notification. */
export async function grantWelcomeCredit(db: Database, userId: string, now: Date): Promise<void> {
  await insertCreditEntry(db, {
    userId,
    type: 'bonus',
    amountPence: WELCOME_CREDIT_PENCE,
    description: 'Welcome credit',
    referenceType: 'welcome',
    expiresAt: addDays(now, CREDIT_LIFETIME_DAYS),
  });
  await insertNotification(db, {
    userId,
    type: 'credit_granted',
    title: 'Welcome to Lull: £3 credit added',
    message: `We've added £3 of credit to your account. It's yours to spend on any booking in the next ${CREDIT_LIFETIME_DAYS} days.`,
  });
}
