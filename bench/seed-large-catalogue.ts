import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';

/** The words the seeded names are made of; bench/run.ts builds its searches from the same lists. */
export const SEED_VOCABULARY = {
  adjectives: ['Gel', 'Classic', 'Luxury', 'Express', 'Signature', 'Deluxe', 'Mini', 'Deep'],
  treatments: ['Manicure', 'Pedicure', 'Facial', 'Massage', 'Blow-Dry', 'Cut & Finish', 'Brow Shape', 'Lash Lift', 'Wax', 'Peel'],
  categories: ['Nails', 'Hair', 'Brows & Lashes', 'Massage', 'Skincare', 'Wellness'],
  businessKinds: ['Studio', 'House', 'Rooms', 'Lounge', 'Bar', 'Clinic', 'Atelier', 'Loft'],
  businessWords: ['Willow', 'Amber', 'Juniper', 'Maple', 'Linden', 'Hazel', 'Rowan', 'Aspen', 'Cedar', 'Birch'],
} as const;

/** Three ways each treatment is described, so a description word matches some services, not all of them. */
const DESCRIPTIONS = [
  ['Shape, cuticle care and a glossy finish.', 'Nails filed, buffed and polished to last.', 'A quick tidy with a colour of your choice.'],
  ['Soak, scrub and polish for tired feet.', 'Hard skin removal and a long-wear polish.', 'A foot treatment with a warm towel wrap.'],
  ['Cleanse, exfoliate and a hydrating mask.', 'A brightening facial for dull skin.', 'Deep cleanse with extractions and massage.'],
  ['Full body massage to ease tension.', 'Firm pressure on the back, neck and shoulders.', 'A slow, relaxing massage with warm oils.'],
  ['Wash and a smooth, bouncy blow-dry.', 'Volume and shine for an evening out.', 'A sleek straight finish that lasts.'],
  ['Consultation, wash, cut and finish.', 'A precise cut styled to suit you.', 'Restyle or trim with a blow-dry finish.'],
  ['Wax and tweeze to a defined shape.', 'Mapping, shaping and a tint.', 'A tidy-up between appointments.'],
  ['Lift and tint for curled lashes.', 'Keratin lash lift lasting six weeks.', 'Natural lashes, lifted from the root.'],
  ['Warm wax for smooth skin.', 'Strip or hot wax, quick and gentle.', 'Legs, arms or face, done with care.'],
  ['A gentle chemical peel for fresh skin.', 'Resurfacing peel for texture and tone.', 'A light peel with soothing aftercare.'],
];

const sqlArray = (items: readonly string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

const TEAM_NAMES = ['Sophie', 'Oliver', 'Chloe', 'Harriet', 'Callum', 'Amelia', 'George', 'Niamh', 'Freya', 'Jack', 'Imogen', 'Rosie'];
const week = (days: number[], start: string, end: string) => JSON.stringify(days.map((day) => ({ day_of_week: day, start_time: start, end_time: end })));
/**
 * The extra members' hours, by position (decision 050): the second works whenever the business is open, the third
 * Monday to Saturday 10:00–16:00, the fourth Tuesday to Saturday 10:00–18:00 (so it is off on Mondays).
 */
const EXTRA_MEMBER_HOURS = ['null', `'${week([1, 2, 3, 4, 5, 6], '10:00', '16:00')}'::jsonb`, `'${week([2, 3, 4, 5, 6], '10:00', '18:00')}'::jsonb`];

/**
 * Teams of one to four (business n has 1 + n % 4 members) and a few blocks each (decision 050). Migration 0030's
 * triggers made each business's first member, performing every service; the extra members are added after the
 * services, so they perform only what is inserted here: about two services in three each. Blocks, from tomorrow (today
 * has the regular's bookings on the first member): a weekly 13:00–14:00 lunch break on the first member for two
 * weeks, and a day off for the second member, where there is one, in the second week. Blocks are written in batches:
 * each occupancy row of a block takes an advisory lock on its member until the statement's transaction ends.
 */
async function seedTeams(db: Database, businesses: number): Promise<void> {
  const hours = `(array[${EXTRA_MEMBER_HOURS.join(',')}])[j]`;
  await db.execute(sql.raw(`
    insert into team_members (merchant_id, display_name, working_hours, position)
    select m.id, (${sqlArray(TEAM_NAMES)})[1 + (m.n + 4 * j) % 12], ${hours}, j
    from (select id, row_number() over (order by id) as n from merchants) m
    cross join generate_series(1, 3) as j
    where j < 1 + m.n % 4`));
  await db.execute(sql.raw(`
    insert into team_member_services (team_member_id, service_id)
    select t.id, s.id
    from team_members t
    join (select id, merchant_id, row_number() over (partition by merchant_id order by id) as k from services) s on s.merchant_id = t.merchant_id
    where t.position > 0 and (s.k + t.position) % 3 <> 0`));
  const batch = 500;
  for (let first = 1; first <= businesses; first += batch) {
    await db.execute(sql.raw(`
      with m as (
        select id, n, tomorrow + ((1 + n % 6) - extract(dow from tomorrow)::int + 7) % 7 as lunch_day, gen_random_uuid() as series_id
        from (select id, (row_number() over (order by id))::int as n, (now() at time zone 'Europe/London')::date + 1 as tomorrow from merchants) numbered
        where n between ${first} and ${first + batch - 1}
      ),
      blocks as (
        select m.id as merchant_id, t.id as team_member_id, 'break'::diary_block_kind as kind, m.lunch_day + 7 * w as day,
          '13:00' as start_time, '14:00' as end_time, 'Lunch' as note, m.series_id
        from m join team_members t on t.merchant_id = m.id and t.position = 0 cross join generate_series(0, 1) as w
        union all
        select m.id, t.id, 'time_off', m.lunch_day + 7 + (m.n % 3), '09:00', '21:00', 'Day off', null
        from m join team_members t on t.merchant_id = m.id and t.position = 1
      )
      insert into diary_blocks (merchant_id, team_member_id, kind, block_date, start_time, end_time, starts_at, ends_at, note, series_id)
      select merchant_id, team_member_id, kind, day, start_time, end_time,
        (day + start_time::time) at time zone 'Europe/London', (day + end_time::time) at time zone 'Europe/London', note, series_id
      from blocks`));
  }
}

/**
 * Fills a scratch database with a large, plausible catalogue in a few set-based statements: `businesses`
 * approved London businesses with ten services each, names, categories and descriptions drawn from realistic
 * lists, teams of one to four with a few blocks each (seedTeams), and a week of bookings (a bench customer's): today at
 * 10:00, 12:00 and 14:00 for about half the members, 16:00 on the next six days for about a third, each with one
 * service the member performs (a member is in one place at once, so a time holds at most one booking per member).
 * The bench's own holds (bench/bookings.ts) are from tomorrow at 10:00–15:45, so these never stand in their way; the
 * blocks may, and bench/bookings.ts counts them in what a time can sell.
 */
export async function seedLargeCatalogue(db: Database, businesses: number): Promise<void> {
  const { adjectives, treatments, categories, businessKinds, businessWords } = SEED_VOCABULARY;
  const descriptions = `array[${DESCRIPTIONS.map(sqlArray).join(',')}]`;
  await db.execute(sql.raw(`
    insert into users (email, first_name, role, referral_code)
    select 'bench-owner-' || n || '@lull.test', 'Owner', 'merchant', 'B' || lpad(n::text, 7, '0')
    from generate_series(1, ${businesses}) as n`));
  await db.execute(sql.raw(`
    insert into merchants (user_id, business_name, business_category, email, address_line1, city, postcode, latitude, longitude,
      availability_hours, status, is_verified, description)
    select u.id,
      (${sqlArray(businessKinds)})[1 + n % 8] || ' ' || (${sqlArray(businessWords)})[1 + (n / 8) % 10] || ' ' || n,
      (array['Nail Salon','Hair Salon','Brows & Lashes','Massage Therapy','Skincare Clinic','Spa & Wellness'])[1 + n % 6],
      'bench' || n || '@lull.test', n || ' High Street', 'London', 'E' || (1 + n % 20) || ' 1AA',
      51.40 + (n::bigint * 7919 % 2000) / 10000.0, -0.35 + (n::bigint * 104729 % 5000) / 10000.0,
      'Monday: 09:00-18:00, Tuesday: 09:00-18:00, Wednesday: 09:00-20:00, Thursday: 09:00-20:00, Friday: 09:00-18:00, Saturday: 10:00-21:00, Sunday: Closed',
      'approved', true, 'A friendly neighbourhood salon.'
    from generate_series(1, ${businesses}) as n
    join users u on u.email = 'bench-owner-' || n || '@lull.test'`));
  await db.execute(sql.raw(`
    insert into services (merchant_id, name, description, category, price_pence, off_peak_price_pence, duration_minutes, approval_status, is_active)
    select merchant_id, name, description, category, price,
      -- every fourth service has no off-peak price; the others save 20–45%
      case when k % 4 = 0 then null else price - price * (20 + (n + k) % 26) / 100 end,
      30 + 15 * (k % 4), 'approved', true
    from (
      select m.id as merchant_id, m.n, k,
        (${sqlArray(adjectives)})[1 + (k + m.n) % 8] || ' ' || (${sqlArray(treatments)})[1 + k] as name,
        (${descriptions})[1 + k][1 + m.n % 3] as description,
        (${sqlArray(categories)})[1 + (k + m.n) % 6] as category,
        2000 + ((m.n * 31 + k * 17) % 120) * 100 as price
      from (select id, row_number() over (order by id) as n from merchants) m
      cross join generate_series(0, 9) as k
    ) generated`));
  await seedTeams(db, businesses);
  await db.execute(sql.raw(`
    insert into users (email, first_name, role, referral_code) values ('bench-regular@lull.test', 'Regular', 'consumer', 'BREGULAR1')`));
  await db.execute(sql.raw(`
    insert into bookings (user_id, service_id, merchant_id, team_member_id, booking_date, booking_time, starts_at, ends_at, duration_minutes,
      status, original_price_pence, platform_fee_pence, final_price_pence, processing_fee_pence, merchant_payout_pence, confirmed_at)
    select u.id, chosen.service_id, chosen.merchant_id, chosen.member_id, chosen.day, chosen.time, chosen.starts_at,
      chosen.starts_at + make_interval(mins => chosen.duration_minutes), chosen.duration_minutes, 'confirmed',
      chosen.price_pence, 500, chosen.price_pence + 500, 0, chosen.price_pence, now()
    from (
      -- One booking per member and time at most (a member is in one place at once: diary_occupancy_no_overlap), for a
      -- service the member performs, drawn by hash.
      select distinct on (t.id, slot.day, slot.time) t.id as member_id, s.id as service_id, s.merchant_id, s.duration_minutes, s.price_pence,
        slot.day, slot.time, slot.starts_at, slot.offset_days
      from team_members t
      join team_member_services ts on ts.team_member_id = t.id
      join services s on s.id = ts.service_id
      cross join (
        select day, time, (day + time::time) at time zone 'Europe/London' as starts_at, offset_days
        from (select (now() at time zone 'Europe/London')::date + offset_days as day, offset_days
              from generate_series(0, 6) as offset_days) days
        cross join unnest(case when offset_days = 0 then array['10:00','12:00','14:00'] else array['16:00'] end) as time
      ) slot
      order by t.id, slot.day, slot.time, hashtext(s.id::text || slot.day::text || slot.time)
    ) chosen
    cross join (select id from users where email = 'bench-regular@lull.test') u
    where abs(hashtext(chosen.member_id::text || chosen.day::text || chosen.time)) % 100 < case when chosen.offset_days = 0 then 50 else 30 end`));
  // As autovacuum would have by the time anyone searches: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql.raw(`vacuum analyze`));
}
