import type { Database } from '../../db/database';
import { addDays } from '../../shared/clock';
import { hashToken, newSecretToken } from '../../shared/tokens';
import type { SignInMethod } from '@lull/domain/contracts/admin-person';
import { insertSession, insertSignIn } from './auth.repository';

/** A session ends 30 days after sign-in, or after 7 days without a request, whichever comes first. */
export const SESSION_ABSOLUTE_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Starts a fresh session with a new random id (never reusing one the browser already had). */
export async function startSession(db: Database, userId: string, now: Date, userAgent: string | undefined): Promise<NewSession> {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  const expiresAt = addDays(now, SESSION_ABSOLUTE_DAYS);
  await insertSession(db, { tokenHash, userId, expiresAt, lastSeenAt: now, createdAt: now, userAgent: userAgent?.slice(0, 300) });
  return { token, tokenHash, expiresAt };
}

/** The browser's description of itself as kept with a session or a sign-in: cut short, never more. */
const userAgentKept = (userAgent: string | undefined) => userAgent?.slice(0, 300) ?? null;

/**
 * A sign-in that found the right person: a fresh session and, in the same transaction, its line in the person's
 * sign-in history (decision 056), so support sees every session that was started and nothing that was not.
 */
export async function signIn(db: Database, userId: string, method: SignInMethod, now: Date, userAgent: string | undefined): Promise<NewSession> {
  const session = await startSession(db, userId, now, userAgent);
  // Stamped by the database, as the audit trail is: the access history interleaves the two.
  await insertSignIn(db, { userId, method, outcome: 'signed_in', userAgent: userAgentKept(userAgent) });
  return session;
}

/** The right password (or Google account) for a disabled account: no session, but support sees the attempt. */
export async function recordRefusedSignIn(db: Database, userId: string, method: SignInMethod, userAgent: string | undefined): Promise<void> {
  await insertSignIn(db, { userId, method, outcome: 'refused_disabled', userAgent: userAgentKept(userAgent) });
}
