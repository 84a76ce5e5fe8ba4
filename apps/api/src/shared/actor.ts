import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema/users';
import { AppError } from './app-error';

/**
 * Who is asking: the signed-in account a request carries. It lives here, not in the session plugin or the auth
 * module, so every module's use cases can name their actor without depending on how a session is read
 * (docs/decisions/043-modules-meet-through-their-public-face.md).
 */
export type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role' | 'firstName'>;

export interface Authenticated {
  user: SessionUser;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** The signed-in actor, or a 401 asking the visitor to sign in. */
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

/** A rate limit's key for a signed-in route: the account, so one person's tabs and devices share one budget. */
export const perAccount = (request: FastifyRequest): string => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`);

/** Every address under /api/admin, present, future or unknown, is for admins only. */
export function isAdminUrl(url: string): boolean {
  return url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
}

/**
 * The one place that decides the admin role: an onRequest hook, so a signed-out caller gets 401 and anyone else
 * 403 before the body is even parsed, whatever they send. Admin routes and their use cases do not ask again:
 * they take the actor with `requireUser` (decision 043).
 */
export async function adminsOnlyUnderApiAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdminUrl(request.url)) return;
  const auth = requireUser(request);
  if (auth.user.role !== 'admin') throw new AppError('FORBIDDEN', 'You do not have access to this.');
}
