/**
 * The admin dashboard's lists and actions at scale: `BENCH_USERS` customers (default 100,000) beside the large catalogue's
 * 50,000 services and 5,000 businesses, and an admin with a live session. Each request asks the next question an
 * admin would (a name, an email, a city, a filter, a page), so the figures are not one warm query repeated.
 */
import { addDaysToDate, londonDateOf } from '@lull/domain/london-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { merchants } from '../apps/api/src/db/schema/merchants';
import { services } from '../apps/api/src/db/schema/catalogue';
import { users } from '../apps/api/src/db/schema/users';
import { createCustomers } from '../apps/api/test/support/booking-customers';
import { seededRandom } from '../apps/api/test/support/seeded-random';
import { SEED_VOCABULARY } from './seed-large-catalogue';

const FIRST_NAMES = ['Priya', 'Tom', 'Lena', 'Grace', 'Amara', 'Oliver', 'Sofia', 'James', 'Mia', 'Noah', 'Isla', 'Leo', 'Ava', 'Arjun', 'Zara', 'Ethan'];
const LAST_NAMES = ['Shah', 'Baker', 'Fischer', 'Okafor', 'Smith', 'Jones', 'Patel', 'Brown', 'Taylor', 'Khan', 'Wilson', 'Evans', 'Murphy', 'Chen'];
const CITIES = ['London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Brighton', 'Cardiff', 'Edinburgh', 'Bath', 'York'];

const sqlArray = (items: readonly string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]`;

/** Customers in one set-based statement (names, cities and emails drawn from the lists), and the admin's session cookie. */
export async function prepareAdminFixtures(db: Database, userCount: number, cookieName: string): Promise<AdminFixtures> {
  await db.execute(sql.raw(`
    insert into users (email, first_name, last_name, city, role, referral_code, is_approved, gdpr_consent)
    select ${customerEmailSql('n')},
      (${sqlArray(FIRST_NAMES)})[1 + n % 16], (${sqlArray(LAST_NAMES)})[1 + (n / 16) % 14], (${sqlArray(CITIES)})[1 + (n / 7) % 10],
      'consumer', 'U' || lpad(n::text, 9, '0'), n % 50 <> 0, true
    from generate_series(1, ${userCount}) as n`));
  // As autovacuum would have by the time anyone searched them: the planner needs the new rows' statistics.
  await db.execute(sql`analyze users`);
  const [admin] = await createCustomers(db, 1, new Date(), cookieName);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin!.id));
  const merchantRows = await db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(500);
  // Approved, active services: the activation row deactivates each and then activates it again.
  const serviceRows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.approvalStatus, 'approved'), eq(services.isActive, true)))
    .orderBy(services.id)
    .limit(200);
  // People an admin opens (decision 056): customers spread over the table, each with whatever history they have.
  const personRows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'consumer')).orderBy(users.id).limit(500);
  return {
    adminCookie: admin!.cookie,
    userCount,
    merchantIds: merchantRows.map((row) => row.id),
    serviceIds: serviceRows.map((row) => row.id),
    personIds: personRows.map((row) => row.id),
  };
}

export interface AdminFixtures {
  adminCookie: string;
  userCount: number;
  merchantIds: string[];
  serviceIds: string[];
  /** Customers the admin's view of a person opens. */
  personIds: string[];
}

/** The email the insert above gives customer n, in SQL and in TypeScript (n / 16 is integer division in both). */
const customerEmailSql = (n: string) =>
  `lower((${sqlArray(FIRST_NAMES)})[1 + ${n} % 16] || '.' || (${sqlArray(LAST_NAMES)})[1 + (${n} / 16) % 14]) || '.' || ${n} || '@example.com'`;
const customerEmail = (n: number) => `${FIRST_NAMES[n % 16]}.${LAST_NAMES[Math.floor(n / 16) % 14]}.${n}@example.com`.toLowerCase();

/** One admin question: its row's name, its method (GET unless said) and the next path to ask. */
export interface AdminQuestion {
  name: string;
  method?: 'POST';
  next: () => string;
  /** A write limited per account (600 an hour), or a report: asked this many times, by one admin, instead of for a duration. */
  amount?: number;
}

/** The admin's questions, list by list and action by action: each call gives the next path to ask. */
export function adminMix(fixtures: AdminFixtures): AdminQuestion[] {
  const random = seededRandom(20261124);
  const page = () => (random.chance(0.7) ? 1 : random.int(2, 20));
  const term = (words: readonly string[]) => {
    const word = random.pick(words);
    return random.chance(0.3) ? word.slice(0, random.int(2, word.length)) : word;
  };
  const { treatments, businessWords, categories } = SEED_VOCABULARY;
  const list = (name: string, next: () => string): AdminQuestion => ({ name: `GET /api/admin/${name}?q=…&status=…&page=… (mixed)`, next });
  let activations = 0;
  return [
    list('users', () => {
      const q = random.chance(0.25) ? '' : random.chance(0.5) ? term([...FIRST_NAMES, ...LAST_NAMES]).toLowerCase() : random.chance(0.5) ? term(CITIES) : `${random.pick(FIRST_NAMES).toLowerCase()}.${random.pick(LAST_NAMES).toLowerCase()}.${random.int(1, 99_999)}`;
      const status = random.pick(['all', 'all', 'active', 'disabled']);
      return `/api/admin/users?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    }),
    list('services', () => {
      const q = random.chance(0.25) ? '' : term([...treatments, ...businessWords, ...categories]);
      const status = random.pick(['all', 'all', 'active', 'inactive', 'pending', 'approved']);
      return `/api/admin/services?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    }),
    list('merchants', () => {
      const q = random.chance(0.25) ? '' : random.chance(0.5) ? term(businessWords) : `bench${random.int(1, 4999)}`;
      const status = random.pick(['all', 'all', 'verified', 'pending', 'paused', 'declined']);
      return `/api/admin/merchants?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    }),
    {
      // Create Merchant's look-up: a customer's email nine times in ten, an unknown one otherwise.
      name: 'GET /api/admin/merchants/owner-lookup?email=… (mixed)',
      next: () => {
        const email = random.chance(0.9) ? customerEmail(random.int(1, fixtures.userCount)) : `nobody.${random.int(1, 1_000_000)}@example.com`;
        return `/api/admin/merchants/owner-lookup?email=${encodeURIComponent(email)}`;
      },
    },
    { name: 'GET /api/admin/merchants/{id}/deletion-preview', next: () => `/api/admin/merchants/${random.pick(fixtures.merchantIds)}/deletion-preview` },
    // The admin's view of a person (decision 056): each part of their history, a page at a time.
    ...(['bookings', 'credit-history', 'reviews', 'sign-ins', 'audit'] as const).map((part) => ({
      name: `GET /api/admin/users/{id}/${part}?page=…`,
      next: () => `/api/admin/users/${random.pick(fixtures.personIds)}/${part}?page=${random.chance(0.8) ? 1 : 2}&page_size=5`,
    })),
    {
      // Lull's reconciliation (decision 055): the last week's paid bookings, the large catalogue's 41,000 of them. A
      // report an admin asks for now and then, so one at a time, 20 times.
      name: 'GET /api/admin/reconciliation?from=…&to=… (the last 7 days, 41,000 bookings)',
      amount: 20,
      next: () => `/api/admin/reconciliation?from=${addDaysToDate(londonDateOf(new Date()), -6)}&to=${londonDateOf(new Date())}`,
    },
    // What off-peak did across every listed salon (decision 057): the last 12 weeks by default, a page of salons in turn.
    // A report, like the reconciliation: one admin at a time, 20 times.
    { name: 'GET /api/admin/off-peak-impact?page=… (12 weeks, every salon)', amount: 20, next: () => `/api/admin/off-peak-impact?page=${page()}` },
    {
      // Each service deactivated, then each activated again, in turn: every answer is a 200, never a 409.
      name: 'POST /api/admin/services/{id}/deactivate, then /activate',
      method: 'POST',
      amount: Math.min(400, fixtures.serviceIds.length * 2),
      next: () => {
        const round = Math.floor(activations / fixtures.serviceIds.length);
        const id = fixtures.serviceIds[activations % fixtures.serviceIds.length];
        activations += 1;
        return `/api/admin/services/${id}/${round % 2 === 0 ? 'deactivate' : 'activate'}`;
      },
    },
  ];
}
