import type { Database } from '../../db/database';
import { addDays } from '../../shared/clock';
import { hashToken, newSecretToken } from '../../shared/tokens';
import { insertSession } from './auth.repository';

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
