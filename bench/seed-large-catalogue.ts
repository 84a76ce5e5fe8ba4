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

/**
 * Fills a scratch database with a large, plausible catalogue in a few set-based statements: `businesses`
 * approved London businesses with ten services each, names, categories and descriptions drawn from realistic
 * lists, and a week of bookings (a bench customer's): today at 10:00, 12:00 and 14:00 for about half the
 * services, 16:00 on the next six days for about a third. The bench's own holds (bench/bookings.ts) are from
 * tomorrow at 10:00–15:45, so these never stand in their way.
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
  await db.execute(sql.raw(`
    insert into users (email, first_name, role, referral_code) values ('bench-regular@lull.test', 'Regular', 'consumer', 'BREGULAR1')`));
  await db.execute(sql.raw(`
    insert into bookings (user_id, service_id, merchant_id, booking_date, booking_time, starts_at, ends_at, duration_minutes, status,
      original_price_pence, platform_fee_pence, final_price_pence, processing_fee_pence, merchant_payout_pence, confirmed_at)
    select u.id, s.id, s.merchant_id, slot.day, slot.time, slot.starts_at, slot.starts_at + make_interval(mins => s.duration_minutes),
      s.duration_minutes, 'confirmed', s.price_pence, 500, s.price_pence + 500, 0, s.price_pence, now()
    from services s
    cross join (select id from users where email = 'bench-regular@lull.test') u
    cross join lateral (
      select day, time, (day + time::time) at time zone 'Europe/London' as starts_at, offset_days
      from (select (now() at time zone 'Europe/London')::date + offset_days as day, offset_days
            from generate_series(0, 6) as offset_days) days
      cross join unnest(case when offset_days = 0 then array['10:00','12:00','14:00'] else array['16:00'] end) as time
    ) slot
    where abs(hashtext(s.id::text || slot.day::text || slot.time)) % 100 < case when slot.offset_days = 0 then 50 else 30 end`));
  // As autovacuum would have by the time anyone searches: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql.raw(`vacuum analyze`));
}
