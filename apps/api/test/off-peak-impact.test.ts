import { analyticsMessages } from '@lull/domain/analytics';
import type { AdminOffPeakImpact, ImpactFigures, OffPeakImpact } from '@lull/domain/contracts/off-peak-impact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryBlocks } from '../src/db/schema/team';
import { createPeople, type Person } from './support/actors';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { addTeamMember, teamOf } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What off-peak did (decision 057), checked to the penny and the minute against bookings, rules, hours and a block
 * whose right answers are worked out by hand below. The period is the two London weeks around the spring clock
 * change (Monday 23 March to Sunday 5 April 2026): the second week's bookings are in BST.
 */

const NOW = new Date('2026-04-08T11:00:00Z');
const PERIOD = '?from=2026-03-23&to=2026-04-05';
// Opening hours: Monday to Friday 09:00–17:00, Saturday 10:00–22:00, closed on Sunday.
const HOURS = 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 10:00-22:00, Sunday: Closed';

let t: TestApp;
let owner: Person;
let otherOwner: Person;
let customer: Person;
let admin: Person;
let salonId: string;
let otherSalonId: string;
const scheduleIds: Record<string, string> = {};

const get = (url: string, person: Person | null) => t.app.inject({ method: 'GET', url, headers: person ? { cookie: person.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [owner, otherOwner, customer, admin] = await createPeople(t.db, NOW, [
    { role: 'merchant', business: { businessName: 'Quiet Hours Salon', availabilityHours: HOURS } },
    { role: 'merchant', business: { businessName: 'Another Salon', availabilityHours: HOURS } },
    'customer',
    'admin',
  ]);
  salonId = owner.merchant!.id;
  otherSalonId = otherOwner.merchant!.id;
  const service = await createService(t.db, salonId, { pricePence: 4000, offPeakPricePence: 3000 });
  const unaffected = await createService(t.db, salonId, { pricePence: 4000, offPeakPricePence: 3000 });
  const [first] = await teamOf(t.db, salonId);
  const second = await addTeamMember(t.db, salonId, { displayName: 'Robin', workingHours: [{ day_of_week: 1, start_time: '12:00', end_time: '16:00' }] });

  // The salon's rules: Monday 10:00–14:00 at 30 % off and Tuesday 13:00–15:00 at 20 %, for the first service only.
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/off-peak-schedules/${salonId}`,
    headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    payload: {
      schedules: [
        { day_of_week: 1, start_time: '10:00', end_time: '14:00', discount_percentage: 30, is_active: true },
        { day_of_week: 2, start_time: '13:00', end_time: '15:00', discount_percentage: 20, is_active: true },
        { day_of_week: 3, start_time: '16:00', end_time: '17:00', discount_percentage: 50, is_active: false },
      ],
      affected_services: [service.id],
      pricing_mode: 'percentage',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const schedule of saved.json().schedules as { id: string; day_of_week: number }[]) scheduleIds[schedule.day_of_week] = schedule.id;

  const book = (start: string, overrides: Partial<Parameters<typeof createPaidBooking>[1]> = {}) =>
    createPaidBooking(t.db, { service, userId: customer.id, start: new Date(start), ...overrides });
  const thirtyOff = { discountAmountPence: 1200, finalPricePence: 3300 };
  // Monday 23 March 10:00 GMT, 60 minutes, Monday's rule: 60 minutes inside it.
  await book('2026-03-23T10:00:00Z', { ...thirtyOff, teamMemberId: first!.id });
  // 13:30 for an hour, Robin, completed: only 13:30–14:00 is inside the rule.
  await book('2026-03-23T13:30:00Z', { ...thirtyOff, teamMemberId: second.id, status: 'completed' });
  // Tuesday 31 March 13:00 BST (12:00Z), a no-show: Tuesday's rule, all 60 minutes.
  await book('2026-03-31T12:00:00Z', { discountAmountPence: 800, finalPricePence: 3700, status: 'no_show', teamMemberId: first!.id });
  // Not counted: cancelled, an expired hold, a pending hold, a booking at full price, another salon's.
  await book('2026-03-30T09:00:00Z', { ...thirtyOff, status: 'cancelled', teamMemberId: first!.id });
  await book('2026-03-30T12:00:00Z', { ...thirtyOff, status: 'expired', teamMemberId: first!.id });
  await book('2026-03-30T13:00:00Z', { ...thirtyOff, status: 'pending', holdExpiresAt: new Date('2026-03-30T12:05:00Z'), teamMemberId: first!.id });
  await book('2026-03-24T09:00:00Z', { discountAmountPence: 0, finalPricePence: 4500, offPeakApplied: false, teamMemberId: first!.id });
  const otherService = await createService(t.db, otherSalonId, { pricePence: 5000, offPeakPricePence: 2500 });
  await createPaidBooking(t.db, { service: otherService, userId: customer.id, start: new Date('2026-03-23T11:00:00Z'), originalPricePence: 5000, discountAmountPence: 2500, finalPricePence: 3000 });
  // The unaffected service at its own off-peak price in Lull's standard hours: Wednesday 25 March 11:00.
  await createPaidBooking(t.db, { service: unaffected, userId: customer.id, start: new Date('2026-03-25T11:00:00Z'), teamMemberId: first!.id });
  // An off-peak booking in hours no rule has now (Thursday 16:00): the rules changed since.
  await createPaidBooking(t.db, { service: unaffected, userId: customer.id, start: new Date('2026-03-26T16:00:00Z'), teamMemberId: first!.id });
  // The first member's break on Monday 30 March 11:00–12:00 BST: not time Lull could sell.
  await t.db.insert(diaryBlocks).values({
    merchantId: salonId,
    teamMemberId: first!.id,
    kind: 'break',
    blockDate: '2026-03-30',
    startTime: '11:00',
    endTime: '12:00',
    startsAt: new Date('2026-03-30T10:00:00Z'),
    endsAt: new Date('2026-03-30T11:00:00Z'),
  });
});

afterAll(() => t.close());

const figures = (bookings: number, revenue: number, discount: number, booked: number, working: number, utilisation: number): ImpactFigures => ({
  bookings,
  revenue,
  discount,
  booked_minutes: booked,
  working_minutes: working,
  utilisation_percent: utilisation,
});
const week = (weekStart: string, from: string, to: string, f: ImpactFigures) => ({ week_start: weekStart, from, to, ...f });
const FIRST = ['2026-03-23', '2026-03-23', '2026-03-29'] as const;
const SECOND = ['2026-03-30', '2026-03-30', '2026-04-05'] as const;

describe('GET /api/merchant/off-peak-impact', () => {
  it('answers per rule and week the bookings, revenue after discount, discount and utilisation, to the penny and the minute', async () => {
    const response = await get(`/api/merchant/off-peak-impact${PERIOD}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OffPeakImpact>();
    expect(body).toMatchObject({ merchant_id: salonId, from: '2026-03-23', to: '2026-04-05' });
    // Monday 10:00–14:00: the first member works it all (240 minutes a week, 180 the week of the break), Robin 12:00–14:00.
    // Tuesday 13:00–15:00: the first member only. Lull's weekday hours (10:00–15:00): 5 × 300 for the first member,
    // less the break, and Robin's Monday 12:00–15:00. They contain both rules, so they are also every rule's hours together.
    expect(body.rules).toEqual([
      {
        key: scheduleIds[1],
        schedule_id: scheduleIds[1],
        label: 'Monday 10:00–14:00',
        discount_percentage: 30,
        totals: figures(2, 56, 24, 90, 660, 13.6),
        weeks: [week(...FIRST, figures(2, 56, 24, 90, 360, 25)), week(...SECOND, figures(0, 0, 0, 0, 300, 0))],
      },
      {
        key: scheduleIds[2],
        schedule_id: scheduleIds[2],
        label: 'Tuesday 13:00–15:00',
        discount_percentage: 20,
        totals: figures(1, 32, 8, 60, 240, 25),
        weeks: [week(...FIRST, figures(0, 0, 0, 0, 120, 0)), week(...SECOND, figures(1, 32, 8, 60, 120, 50))],
      },
      {
        key: 'standard-weekdays',
        schedule_id: null,
        label: "Lull's standard hours: Monday to Friday 10:00–15:00",
        discount_percentage: null,
        totals: figures(1, 30, 10, 60, 3300, 1.8),
        weeks: [week(...FIRST, figures(1, 30, 10, 60, 1680, 3.6)), week(...SECOND, figures(0, 0, 0, 0, 1620, 0))],
      },
      {
        key: 'other',
        schedule_id: null,
        label: 'Hours no longer in your rules',
        discount_percentage: null,
        totals: figures(1, 30, 10, 0, 0, 0),
        weeks: [week(...FIRST, figures(1, 30, 10, 0, 0, 0)), week(...SECOND, figures(0, 0, 0, 0, 0, 0))],
      },
    ]);
    expect(body.weeks).toEqual([week(...FIRST, figures(4, 116, 44, 150, 1680, 8.9)), week(...SECOND, figures(1, 32, 8, 60, 1620, 3.7))]);
    expect(body.totals).toEqual(figures(5, 148, 52, 210, 3300, 6.4));
  });

  it('defaults to the 12 London weeks ending with this one, and shows Lull standard hours to a salon without rules', async () => {
    const response = await get('/api/merchant/off-peak-impact', otherOwner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OffPeakImpact>();
    expect(body).toMatchObject({ from: '2026-01-19', to: '2026-04-08' });
    expect(body.weeks).toHaveLength(12);
    expect(body.rules.map((rule) => rule.key)).toEqual(['standard-weekdays', 'standard-weekends']);
    expect(body.totals).toMatchObject({ bookings: 1, revenue: 25, discount: 25, booked_minutes: 60 });
  });

  it('lets an admin read a salon with merchant_id, and tells another salon it is not theirs', async () => {
    const asAdmin = await get(`/api/merchant/off-peak-impact${PERIOD}&merchant_id=${salonId}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<OffPeakImpact>().totals.bookings).toBe(5);
    expect((await get(`/api/merchant/off-peak-impact${PERIOD}&merchant_id=${salonId}`, otherOwner)).statusCode).toBe(403);
    expect((await get(`/api/merchant/off-peak-impact${PERIOD}`, null)).statusCode).toBe(401);
    expect((await get(`/api/merchant/off-peak-impact${PERIOD}`, customer)).statusCode).toBe(404);
  });

  it.each([
    ['?from=2026-02-30', { from: analyticsMessages.fromDate }],
    ['?from=2026-03-23&to=someday', { to: analyticsMessages.toDate }],
    ['?from=2026-04-05&to=2026-03-23', { from: analyticsMessages.order }],
    ['?from=2025-01-01&to=2026-04-01', { from: analyticsMessages.tooLong }],
  ])('refuses %s with a 400 on the field', async (query, fields) => {
    const response = await get(`/api/merchant/off-peak-impact${query}`, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: Object.values(fields)[0], fields });
  });
});

describe('GET /api/admin/off-peak-impact', () => {
  it('adds every salon up per week and pages the salons, most off-peak bookings first', async () => {
    const response = await get(`/api/admin/off-peak-impact${PERIOD}&page_size=1`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminOffPeakImpact>();
    expect(body.totals).toMatchObject({ bookings: 6, revenue: 173, discount: 77, booked_minutes: 270 });
    expect(body.weeks.map((w) => [w.week_start, w.bookings, w.revenue])).toEqual([
      ['2026-03-23', 5, 141],
      ['2026-03-30', 1, 32],
    ]);
    expect(body.salons.total).toBeGreaterThanOrEqual(2);
    expect(body.salons.items).toEqual([
      { merchant_id: salonId, business_name: 'Quiet Hours Salon', city: 'London', active_rules: 2, ...figures(5, 148, 52, 210, 3300, 6.4) },
    ]);
    const second = (await get(`/api/admin/off-peak-impact${PERIOD}&page_size=1&page=2`, admin)).json<AdminOffPeakImpact>();
    expect(second.salons.items.map((salon) => [salon.business_name, salon.bookings])).toEqual([['Another Salon', 1]]);
  });

  it("narrows to one salon with merchant_id: the salon's own figures", async () => {
    const body = (await get(`/api/admin/off-peak-impact${PERIOD}&merchant_id=${otherSalonId}`, admin)).json<AdminOffPeakImpact>();
    // Lull's standard hours for a salon open Monday to Friday 09:00–17:00 and Saturday 10:00–22:00: 5 × 300 + 240 a week.
    expect(body.totals).toEqual(figures(1, 25, 25, 60, 2 * 1740, 1.7));
    expect(body.salons).toMatchObject({ total: 1, items: [{ merchant_id: otherSalonId, active_rules: 0 }] });
    const unknown = await get(`/api/admin/off-peak-impact${PERIOD}&merchant_id=00000000-0000-4000-8000-000000000000`, admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('is for admins only, and refuses a bad period on the field', async () => {
    expect((await get(`/api/admin/off-peak-impact${PERIOD}`, owner)).statusCode).toBe(403);
    expect((await get(`/api/admin/off-peak-impact${PERIOD}`, null)).statusCode).toBe(401);
    const bad = await get('/api/admin/off-peak-impact?from=2026-13-01', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: analyticsMessages.fromDate, fields: { from: analyticsMessages.fromDate } });
  });
});

describe('a salon created after the others', () => {
  it('has nothing to show yet: zeros, its rules listed', async () => {
    const { merchant } = await createMerchant(t.db, { availabilityHours: HOURS });
    const body = (await get(`/api/admin/off-peak-impact${PERIOD}&merchant_id=${merchant.id}`, admin)).json<AdminOffPeakImpact>();
    expect(body.totals).toMatchObject({ bookings: 0, revenue: 0, discount: 0, booked_minutes: 0, utilisation_percent: 0 });
  });
});
