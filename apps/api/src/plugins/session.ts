import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { findLiveSession, touchSession } from '../modules/auth/auth.repository';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS, type NewSession } from '../modules/auth/sessions';
import { adminsOnlyUnderApiAdmin } from '../shared/actor';
import { addDays, addMinutes, type Clock } from '../shared/clock';
import { hashToken } from '../shared/tokens';

declare module 'fastify' {
  interface FastifyReply {
    startSessionCookie(session: NewSession): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** `__Host-` binds the cookie to this exact origin over HTTPS; plain HTTP (development) cannot use it. */
export function sessionCookieName(config: Pick<AppConfig, 'isProduction'>): string {
  return config.isProduction ? '__Host-lull_session' : 'lull_session';
}

/** Reads the session cookie on every API request; a session is refreshed at most every 5 minutes. */
export default fp(async function session(app: FastifyInstance, { config, db, clock }: { config: AppConfig; db: Database; clock: Clock }) {
  await app.register(cookie);
  const cookieName = sessionCookieName(config);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction } as const;

  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = request.cookies[cookieName];
    if (!token || !request.url.startsWith('/api/')) return;
    const now = clock();
    const tokenHash = hashToken(token);
    const live = await findLiveSession(db, tokenHash, now, addDays(now, -SESSION_IDLE_DAYS));
    if (!live) return;
    request.auth = { user: live.user, tokenHash };
    if (live.lastSeenAt < addMinutes(now, -5)) await touchSession(db, tokenHash, now);
  });

  // Who may call an admin route is decided here, once per request (shared/actor.ts, decision 043).
  app.addHook('onRequest', adminsOnlyUnderApiAdmin);

  app.decorateReply('startSessionCookie', function (this: FastifyReply, newSession: NewSession) {
    return this.setCookie(cookieName, newSession.token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_DAYS * 86_400 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(cookieName, cookieOptions);
  });
});
