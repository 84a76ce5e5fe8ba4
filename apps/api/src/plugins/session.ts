import type { UserRole } from '@lull/domain/contracts/user';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { findLiveSession, touchSession, type SessionUser } from '../modules/auth/auth.repository';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS, type NewSession } from '../modules/auth/sessions';
import { AppError } from '../shared/app-error';
import { addDays, addMinutes, type Clock } from '../shared/clock';
import { hashToken } from '../shared/tokens';

export interface Authenticated {
  user: SessionUser;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyReply {
    startSessionCookie(session: NewSession): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** `__Host-` binds the cookie to this exact origin over HTTPS; plain HTTP (development) cannot use it. */
export function sessionCookieName(config: AppConfig): string {
  return config.isProduction ? '__Host-lull_session' : 'lull_session';
}

export function requireUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.auth;
}

/**
 * A route's preValidation hook for a signed-in route: a visitor is asked to sign in before being told what the
 * request lacks (a 401, not a 400 about a body they could not have sent right).
 */
export async function signedInFirst(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** A preValidation hook for every /api/admin route: 401 signed out, 403 for anyone but an admin, before anything else. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ['admin']);
}

/** A rate limit's key for a signed-in route: the account, so one person's tabs and devices share one budget. */
export const perAccount = (request: FastifyRequest): string => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`);

export function requireRole(request: FastifyRequest, roles: readonly UserRole[]): Authenticated {
  const auth = requireUser(request);
  if (!roles.includes(auth.user.role)) throw new AppError('FORBIDDEN', 'You do not have access to this.');
  return auth;
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

  // Every /api/admin route, present and future, is for admins only, and says so before the body is even parsed:
  // a signed-out caller gets 401 and anyone else 403 whatever they send (the routes' own adminOnly repeats it).
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url === '/api/admin' || request.url.startsWith('/api/admin/') || request.url.startsWith('/api/admin?')) requireRole(request, ['admin']);
  });

  app.decorateReply('startSessionCookie', function (this: FastifyReply, newSession: NewSession) {
    return this.setCookie(cookieName, newSession.token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_DAYS * 86_400 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(cookieName, cookieOptions);
  });
});
