import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';

/**
 * Fills a scratch database with a large, plausible catalogue in a few set-based statements: `businesses`
 * approved London businesses with ten services each, names and categories drawn from realistic lists.
 */
export async function seedLargeCatalogue(db: Database, businesses: number): Promise<void> {
  const categories = `array['Nails','Hair','Brows & Lashes','Massage','Skincare','Wellness']`;
  await db.execute(sql.raw(`
    insert into users (email, first_name, role, referral_code)
    select 'bench-owner-' || n || '@lull.test', 'Owner', 'merchant', 'B' || lpad(n::text, 7, '0')
    from generate_series(1, ${businesses}) as n`));
  await db.execute(sql.raw(`
    insert into merchants (user_id, business_name, business_category, email, address_line1, city, postcode, latitude, longitude,
      availability_hours, status, is_verified, description)
    select u.id,
      (array['Studio','House','Rooms','Lounge','Bar','Clinic','Atelier','Loft'])[1 + n % 8] || ' ' ||
        (array['Willow','Amber','Juniper','Maple','Linden','Hazel','Rowan','Aspen','Cedar','Birch'])[1 + (n / 8) % 10] || ' ' || n,
      (array['Nail Salon','Hair Salon','Brows & Lashes','Massage Therapy','Skincare Clinic','Spa & Wellness'])[1 + n % 6],
      'bench' || n || '@lull.test', n || ' High Street', 'London', 'E' || (1 + n % 20) || ' 1AA',
      51.40 + (n * 7919 % 2000) / 10000.0, -0.35 + (n * 104729 % 5000) / 10000.0,
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
        (array['Gel','Classic','Luxury','Express','Signature','Deluxe','Mini','Deep'])[1 + (k + m.n) % 8] || ' ' ||
          (array['Manicure','Pedicure','Facial','Massage','Blow-Dry','Cut & Finish','Brow Shape','Lash Lift','Wax','Peel'])[1 + k] as name,
        'Relaxing treatment number ' || k || ' with expert care.' as description,
        (${categories})[1 + (k + m.n) % 6] as category,
        2000 + ((m.n * 31 + k * 17) % 120) * 100 as price
      from (select id, row_number() over (order by id) as n from merchants) m
      cross join generate_series(0, 9) as k
    ) generated`));
  await db.execute(sql.raw(`analyze`));
}
