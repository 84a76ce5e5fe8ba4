/**
 * The admin dashboard's lists at scale: `BENCH_USERS` customers (default 100,000) beside the large catalogue's
 * 50,000 services and 5,000 businesses, and an admin with a live session. Each request asks the next question an
 * admin would (a name, an email, a city, a filter, a page), so the figures are not one warm query repeated.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { users } from '../apps/api/src/db/schema/users';
import { createCustomers } from '../apps/api/test/support/booking-customers';
import { seededRandom } from '../apps/api/test/support/seeded-random';
import { SEED_VOCABULARY } from './seed-large-catalogue';

const FIRST_NAMES = ['Priya', 'Tom', 'Lena', 'Grace', 'Amara', 'Oliver', 'Sofia', 'James', 'Mia', 'Noah', 'Isla', 'Leo', 'Ava', 'Arjun', 'Zara', 'Ethan'];
const LAST_NAMES = ['Shah', 'Baker', 'Fischer', 'Okafor', 'Smith', 'Jones', 'Patel', 'Brown', 'Taylor', 'Khan', 'Wilson', 'Evans', 'Murphy', 'Chen'];
const CITIES = ['London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Brighton', 'Cardiff', 'Edinburgh', 'Bath', 'York'];

const sqlArray = (items: readonly string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]`;

/** Customers in one set-based statement (names, cities and emails drawn from the lists), and the admin's session cookie. */
export async function prepareAdminFixtures(db: Database, userCount: number, cookieName: string): Promise<{ adminCookie: string }> {
  await db.execute(sql.raw(`
    insert into users (email, first_name, last_name, city, role, referral_code, is_approved, gdpr_consent)
    select lower((${sqlArray(FIRST_NAMES)})[1 + n % 16] || '.' || (${sqlArray(LAST_NAMES)})[1 + (n / 16) % 14]) || '.' || n || '@example.com',
      (${sqlArray(FIRST_NAMES)})[1 + n % 16], (${sqlArray(LAST_NAMES)})[1 + (n / 16) % 14], (${sqlArray(CITIES)})[1 + (n / 7) % 10],
      'consumer', 'U' || lpad(n::text, 9, '0'), n % 50 <> 0, true
    from generate_series(1, ${userCount}) as n`));
  // As autovacuum would have by the time anyone searched them: the planner needs the new rows' statistics.
  await db.execute(sql`analyze users`);
  const [admin] = await createCustomers(db, 1, new Date(), cookieName);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin!.id));
  return { adminCookie: admin!.cookie };
}

/** The admin's questions, list by list: each call gives the next path of that list. */
export function adminMix() {
  const random = seededRandom(20261124);
  const page = () => (random.chance(0.7) ? 1 : random.int(2, 20));
  const term = (words: readonly string[]) => {
    const word = random.pick(words);
    return random.chance(0.3) ? word.slice(0, random.int(2, word.length)) : word;
  };
  const { treatments, businessWords, categories } = SEED_VOCABULARY;
  return {
    users: () => {
      const q = random.chance(0.25) ? '' : random.chance(0.5) ? term([...FIRST_NAMES, ...LAST_NAMES]).toLowerCase() : random.chance(0.5) ? term(CITIES) : `${random.pick(FIRST_NAMES).toLowerCase()}.${random.pick(LAST_NAMES).toLowerCase()}.${random.int(1, 99_999)}`;
      const status = random.pick(['all', 'all', 'active', 'disabled']);
      return `/api/admin/users?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    },
    services: () => {
      const q = random.chance(0.25) ? '' : term([...treatments, ...businessWords, ...categories]);
      const status = random.pick(['all', 'all', 'active', 'inactive', 'pending', 'approved']);
      return `/api/admin/services?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    },
    merchants: () => {
      const q = random.chance(0.25) ? '' : random.chance(0.5) ? term(businessWords) : `bench${random.int(1, 4999)}`;
      const status = random.pick(['all', 'all', 'verified', 'pending', 'paused']);
      return `/api/admin/merchants?q=${encodeURIComponent(q)}&status=${status}&page=${page()}`;
    },
  };
}
