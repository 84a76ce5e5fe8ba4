import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema/users';
import { createCustomers, type BookingCustomer } from './booking-customers';
import { createMerchant } from './catalogue-fixtures';
import type { TestApp } from './test-app';

/**
 * The one way API tests make the people who call the API (docs/decisions/047-tests-build-actors-one-way.md):
 * `createPeople` for a test's cast, `createAccount`/`createActors` for the authorization matrix's named callers.
 */

export type Role = 'customer' | 'merchant' | 'admin';
/** Fields of the account a test wants to read back (a name in a list, a city in a search). */
export type Profile = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'city' | 'phone' | 'marketingConsent'>>;
type BusinessOverrides = Omit<NonNullable<Parameters<typeof createMerchant>[1]>, 'userId'>;
/** A role, or a role with the account's fields and (for a merchant) the business it owns. */
export type PersonSpec = Role | { role: Role; profile?: Profile; business?: BusinessOverrides };

type Business = Awaited<ReturnType<typeof createMerchant>>['merchant'];
/** A signed-in account; a merchant asked for with a `business` owns it. */
export interface Person extends BookingCustomer {
  merchant: Business | null;
}

/**
 * Signed-in people, one per spec and in that order, made as registration makes them (see `createCustomers`: named
 * Customer1..N in this call's order, the welcome credit, a session live at `now`), then given their role and
 * fields, then their businesses, in the same order.
 */
export async function createPeople<const Specs extends readonly PersonSpec[]>(db: Database, now: Date, specs: Specs): Promise<{ [K in keyof Specs]: Person }> {
  const accounts = await createCustomers(db, specs.length, now);
  const people: Person[] = [];
  for (const [index, spec] of specs.entries()) {
    const { role, profile = {} } = typeof spec === 'string' ? { role: spec, profile: {} } : spec;
    const account = accounts[index]!;
    const changes = { ...(role === 'customer' ? {} : { role }), ...profile };
    if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, account.id));
    people.push({ ...account, merchant: null });
  }
  for (const [index, spec] of specs.entries()) {
    if (typeof spec !== 'string' && spec.business) people[index]!.merchant = (await createMerchant(db, { ...spec.business, userId: people[index]!.id })).merchant;
  }
  return people as { [K in keyof Specs]: Person };
}

/** One signed-in person: `createPeople` for a cast of one. */
export async function createPerson(db: Database, now: Date, spec: PersonSpec): Promise<Person> {
  const [person] = await createPeople(db, now, [spec]);
  return person;
}

/** Who calls a route in the authorization matrix: every kind of caller Lull has. */
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

const kindOf: Record<ActorName, Role | null> = {
  signedOut: null,
  customerA: 'customer',
  customerB: 'customer',
  merchantA: 'merchant',
  merchantB: 'merchant',
  admin: 'admin',
  disabled: null,
};

/**
 * One signed-in account of a kind: a customer as registration makes one, promoted to merchant (with an approved
 * business, "Salon of <name>" unless `business` says otherwise) or admin.
 */
export async function createAccount(
  t: TestApp,
  now: Date,
  kind: Role,
  name: ActorName = kind === 'customer' ? 'customerA' : kind === 'merchant' ? 'merchantA' : 'admin',
  business: BusinessOverrides = {},
): Promise<Actor> {
  const person = await createPerson(t.db, now, kind === 'merchant' ? { role: kind, business: { businessName: `Salon of ${name}`, ...business } } : kind);
  return { name, cookie: person.cookie, userId: person.id, email: person.email, merchantId: person.merchant?.id ?? null };
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
