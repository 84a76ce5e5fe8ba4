import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { startSession } from '../src/modules/auth/sessions';
import { createCustomers, type BookingCustomer } from './support/booking-customers';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Wednesday 10 June 2026, 12:00 in London; the salon opens 09:00-17:00 on Thursday 11 June.
const NOW = new Date('2026-06-10T11:00:00Z');
const DAY = '2026-06-11';

let t: TestApp;
let ownerCookie: string;
let customer: BookingCustomer;
let service: { id: string };
let memberId: string;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function timesOn(date: string): Promise<string[]> {
  const response = await send('GET', `/api/services/${service.id}/availability?days=7&team_member_id=${memberId}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().days as { date: string; times: string[] }[]).find((day) => day.date === date)?.times ?? [];
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { owner, merchant } = await createMerchant(t.db);
  ownerCookie = `lull_session=${(await startSession(t.db, owner.id, NOW, 'lull-test')).token}`;
  const created = await createService(t.db, merchant.id, { name: 'Deep tissue massage', category: 'Massage', durationMinutes: 60 });
  service = { id: created.id };
  customer = (await createCustomers(t.db, 1, NOW))[0]!;
  // The business's first member, who performs every service: the only one the booking page offers.
  const offered = (await send('GET', `/api/services/${service.id}/availability?days=1`, null)).json().team_members as { id: string }[];
  expect(offered).toHaveLength(1);
  memberId = offered[0]!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('a clean-up time keeps the team member taken after the treatment (decision 050)', () => {
  it('a 60-minute service with 30 minutes of clean-up booked at 10:00 takes 11:00 away from the member but leaves 11:30', async () => {
    // The salon sets the clean-up time through its own edit: an approved service takes it at once.
    const mine = await send('GET', '/api/services/me', ownerCookie);
    const current = (mine.json().items as Record<string, unknown>[]).find((item) => item.id === service.id)!;
    const saved = await send('PUT', `/api/services/${service.id}`, ownerCookie, {
      name: current.name,
      description: current.description,
      price: current.price,
      off_peak_price: current.off_peak_price,
      duration: current.duration,
      category: current.category,
      buffer_minutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ buffer_minutes: 30, proposed_changes: null });

    const before = await timesOn(DAY);
    expect(before).toEqual(expect.arrayContaining(['10:00', '11:00', '11:30']));

    const held = await send('POST', '/api/bookings', customer.cookie, { service_id: service.id, booking_date: DAY, booking_time: '10:00', team_member_id: memberId, agreed_to_terms: true });
    expect(held.statusCode, held.body).toBe(201);
    // The hold copies the service's clean-up time, so a later change of it does not move this booking's.
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, held.json().id as string));
    expect(booking).toMatchObject({ bufferMinutes: 30, teamMemberId: memberId });

    const after = await timesOn(DAY);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');
    expect(after).not.toContain('11:00');
    expect(after).toContain('11:30');
  });
});
