import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../shared/actor';
import { preparedPerDatabase } from '../../db/prepared';
import { adminActions, identities, oidcLoginRequests, passwordResetTokens, sessions, signIns, users } from '../../db/schema/users';


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

export async function insertSignIn(db: Database, signIn: typeof signIns.$inferInsert): Promise<void> {
  await db.insert(signIns).values(signIn);
}

export interface AccessHistoryRow {
  id: string;
  /** ISO 8601 in UTC, written by the database so both engines answer alike. */
  at: string;
  kind: string;
  method: string | null;
  user_agent: string | null;
  admin_first_name: string | null;
  admin_last_name: string | null;
  note: string | null;
}

/**
 * One page of a person's access history, newest first: their sign-ins (this module's record) and the admins'
 * disabling and enabling of their account, read from the audit trail where it is kept (never copied). One UNION ALL
 * ordered and paged by the database, over the two tables' (user or target, time) indexes.
 */
export async function listAccessHistoryPage(db: Database, userId: string, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: AccessHistoryRow[]; total: number }> {
  const history = sql`(
    select ${signIns.id} as id, ${signIns.createdAt} as at, ${signIns.outcome} as kind, ${signIns.method} as method,
      ${signIns.userAgent} as user_agent, null::uuid as admin_id, null::text as note
    from ${signIns} where ${signIns.userId} = ${userId}
    union all
    select ${adminActions.id}, ${adminActions.createdAt}, case ${adminActions.action} when 'user.disable' then 'disabled' else 'enabled' end,
      null, null, ${adminActions.actorUserId}, ${adminActions.note}
    from ${adminActions}
    where ${adminActions.targetType} = 'user' and ${adminActions.targetId} = ${userId} and ${adminActions.action} in ('user.disable', 'user.enable')
  )`;
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select h.id, to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, h.kind, h.method, h.user_agent,
        u.first_name as admin_first_name, u.last_name as admin_last_name, h.note
      from ${history} h left join ${users} u on u.id = h.admin_id
      order by h.at desc, h.id desc
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from ${history} h`),
  ]);
  const rows = (page as unknown as { rows: AccessHistoryRow[] }).rows;
  const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return { rows, total: Number(total) };
}
