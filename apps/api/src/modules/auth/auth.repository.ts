import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../shared/actor';
import { preparedPerDatabase } from '../../db/prepared';
import { identities, oidcLoginRequests, passwordResetTokens, sessions, users } from '../../db/schema/users';


export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

const liveSession = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        isNull(users.deletedAt),
        eq(users.isApproved, true),
      ),
    )
    .prepare('live_session'),
);

/**
 * The session's user while the session is within both its idle and absolute limits and the user may sign in.
 * Every signed-in request asks, so it is a prepared statement.
 */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ user: SessionUser; lastSeenAt: Date } | undefined> {
  const [row] = await liveSession(db).execute({ tokenHash, now, idleSince });
  if (!row) return undefined;
  const { lastSeenAt, ...user } = row;
  return { user, lastSeenAt };
}

export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function deleteUserSessions(db: Database, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function insertPasswordResetToken(db: Database, token: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Uses a reset token exactly once: the conditional update lets only one of two racing requests through. */
export async function consumePasswordResetToken(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Reset links sent before a password change or an account deletion stop working. */
export async function deletePasswordResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function findIdentity(db: Database, issuer: string, subject: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject), isNull(users.deletedAt)));
  return row;
}

export async function insertIdentity(db: Database, identity: typeof identities.$inferInsert): Promise<void> {
  await db.insert(identities).values(identity);
}

/** Google sign-in links (issuer + subject) of a closed account: the same Google account starts afresh. */
export async function deleteIdentities(db: Database, userId: string): Promise<void> {
  await db.delete(identities).where(eq(identities.userId, userId));
}

export async function insertOidcLoginRequest(db: Database, request: typeof oidcLoginRequests.$inferInsert): Promise<void> {
  await db.insert(oidcLoginRequests).values(request);
}

/** Takes an in-flight Google sign-in out of the table, so its state can be used only once. */
export async function takeOidcLoginRequest(db: Database, state: string, now: Date) {
  const [row] = await db.delete(oidcLoginRequests).where(eq(oidcLoginRequests.state, state)).returning();
  if (!row || row.expiresAt <= now) return undefined;
  return row;
}
