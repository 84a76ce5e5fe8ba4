import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users';
import { createCustomers, type BookingCustomer } from './booking-customers';
import { createMerchant } from './catalogue-fixtures';
import type { TestApp } from './test-app';

/** Who calls a route in the authorization matrix (issue 15): every kind of caller Lull has. */
export const ACTORS = ['signedOut', 'customerA', 'customerB', 'merchantA', 'merchantB', 'admin', 'disabled'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  /** The Cookie header it sends; null when signed out. */
  cookie: string | null;
  userId: string | null;
  email: string | null;
  /** The business a merchant owns. */
  merchantId: string | null;
}

type Kind = 'customer' | 'merchant' | 'admin';
const kindOf: Record<ActorName, Kind | null> = {
  signedOut: null,
  customerA: 'customer',
  customerB: 'customer',
  merchantA: 'merchant',
  merchantB: 'merchant',
  admin: 'admin',
  disabled: null,
};

/** One signed-in account of a kind: a customer as registration makes one, promoted to merchant (with an approved business) or admin. */
export async function createAccount(t: TestApp, now: Date, kind: Kind, name: ActorName = kind === 'customer' ? 'customerA' : kind === 'merchant' ? 'merchantA' : 'admin'): Promise<Actor> {
  const [person] = (await createCustomers(t.db, 1, now)) as [BookingCustomer];
  if (kind !== 'customer') await t.db.update(users).set({ role: kind }).where(eq(users.id, person.id));
  const merchantId = kind === 'merchant' ? (await createMerchant(t.db, { userId: person.id, businessName: `Salon of ${name}` })).merchant.id : null;
  return { name, cookie: person.cookie, userId: person.id, email: person.email, merchantId };
}

/**
 * The seven callers. The disabled one is a customer an admin disabled through the admin route, who still holds
 * the cookie of the session they had.
 */
export async function createActors(t: TestApp, now: Date): Promise<Record<ActorName, Actor>> {
  const actors = {} as Record<ActorName, Actor>;
  actors.signedOut = { name: 'signedOut', cookie: null, userId: null, email: null, merchantId: null };
  for (const name of ACTORS) {
    const kind = kindOf[name];
    if (kind) actors[name] = await createAccount(t, now, kind, name);
  }
  const disabled = await createAccount(t, now, 'customer', 'disabled');
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/users/${disabled.userId}/disable`, headers: { cookie: actors.admin.cookie! } });
  if (response.statusCode !== 200) throw new Error(`disabling failed: ${response.statusCode} ${response.body}`);
  actors.disabled = disabled;
  return actors;
}

/**
 * A fresh account of the same kind as `actor`, for a route that would use the actor up (sign out, delete the
 * account, become a merchant); the signed-out and the disabled caller have nothing to lose and stand for themselves.
 */
export async function standIn(t: TestApp, now: Date, actor: Actor): Promise<Actor> {
  const kind = kindOf[actor.name];
  return kind ? createAccount(t, now, kind, actor.name) : actor;
}
