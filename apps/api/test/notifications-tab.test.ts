import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/messaging';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createTestApp, type TestApp } from './support/test-app';

const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let admin: BookingCustomer;
let other: BookingCustomer;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const page = async (query = '', cookie = admin.cookie) => {
  const response = await send('GET', `/api/notifications/page${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: string; title: string; is_read: boolean; type: string }[]; total: number; unread_count: number; page: number; page_size: number };
};
const stored = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** `count` notifications for `userId`, a minute apart (the last one newest), the first `read` of them read. */
async function seed(userId: string, count: number, read = 0): Promise<string[]> {
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        type: index % 2 === 0 ? 'merchant_approved' : 'credit_granted',
        title: `Notice ${index + 1}`,
        message: `Message ${index + 1}`,
        isRead: index < read,
        createdAt: new Date(now.getTime() - (count - index) * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, other] = await createPeople(t.db, now, ['admin', 'customer']);
});
beforeEach(async () => {
  await t.db.delete(notifications);
});
afterAll(() => t.close());

describe('the Notifications tab routes', () => {
  it('ask a signed-out caller to sign in, whatever they send', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/notifications/page'],
      ['GET', '/api/notifications/page?filter=nope'],
      ['POST', '/api/notifications/mark-all-read'],
      ['POST', '/api/notifications/read', { ids: [randomUUID()] }],
      ['POST', '/api/notifications/read', { ids: 'x' }],
      ['DELETE', '/api/notifications/delete', { ids: [randomUUID()] }],
      ['DELETE', '/api/notifications/delete', {}],
    ] as const) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('page, filter and count the caller\'s own notifications only, newest first', async () => {
    await seed(admin.id, 25, 10);
    await seed(other.id, 4);
    const all = await page('?page_size=10');
    expect(all).toMatchObject({ total: 25, unread_count: 15, page: 1, page_size: 10 });
    expect(all.items.map((item) => item.title)).toEqual(Array.from({ length: 10 }, (_, index) => `Notice ${25 - index}`));
    expect((await page('?page=3&page_size=10')).items.map((item) => item.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    const unread = await page('?filter=unread&page_size=100');
    expect(unread).toMatchObject({ total: 15, unread_count: 15 });
    expect(unread.items.every((item) => !item.is_read)).toBe(true);
    const read = await page('?filter=read&page_size=100');
    expect(read).toMatchObject({ total: 10, unread_count: 15 });
    expect(read.items.every((item) => item.is_read)).toBe(true);
    expect((await page('', other.cookie))).toMatchObject({ total: 4, unread_count: 4 });
    expect((await send('GET', '/api/notifications/page?filter=nope', admin.cookie)).statusCode).toBe(400);
  });

  it('mark all read changes only the caller\'s own, and says how many', async () => {
    await seed(admin.id, 5, 2);
    await seed(other.id, 3);
    const response = await send('POST', '/api/notifications/mark-all-read', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'All notifications marked as read', count: 3 });
    expect((await page()).unread_count).toBe(0);
    expect((await stored(other.id)).every((row) => !row.isRead)).toBe(true);
    // Nothing left to mark is not an error.
    expect((await send('POST', '/api/notifications/mark-all-read', admin.cookie)).json()).toEqual({ message: 'All notifications marked as read', count: 0 });
  });

  it('bulk mark read touches only the selected notifications the caller owns; anyone else\'s id is ignored', async () => {
    const mine = await seed(admin.id, 4);
    const theirs = await seed(other.id, 2);
    const response = await send('POST', '/api/notifications/read', admin.cookie, { ids: [mine[0], mine[1], theirs[0]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Selected notifications marked as read', count: 2 });
    const rows = await stored(admin.id);
    expect(rows.filter((row) => row.isRead).map((row) => row.id).sort()).toEqual([mine[0], mine[1]].sort());
    expect((await stored(other.id)).every((row) => !row.isRead)).toBe(true);
    // The single-notification route still works, and not on someone else's.
    expect((await send('POST', `/api/notifications/${mine[2]}/read`, admin.cookie)).statusCode).toBe(200);
    expect((await send('POST', `/api/notifications/${theirs[1]}/read`, admin.cookie)).statusCode).toBe(404);
  });

  it('delete removes only the caller\'s own selected notifications', async () => {
    const mine = await seed(admin.id, 4);
    const theirs = await seed(other.id, 2);
    const one = await send('DELETE', '/api/notifications/delete', admin.cookie, { ids: [mine[0]] });
    expect(one.json()).toEqual({ message: 'Notification deleted', count: 1 });
    const many = await send('DELETE', '/api/notifications/delete', admin.cookie, { ids: [mine[1], mine[2], ...theirs] });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toEqual({ message: 'Selected notifications deleted', count: 2 });
    expect((await stored(admin.id)).map((row) => row.id)).toEqual([mine[3]]);
    expect(await stored(other.id)).toHaveLength(2);
    // Only someone else's: nothing happens, and nothing is given away about whether they exist.
    expect((await send('DELETE', '/api/notifications/delete', admin.cookie, { ids: theirs })).json()).toMatchObject({ count: 0 });
    expect(await stored(other.id)).toHaveLength(2);
  });

  it('refuse an empty or malformed selection with a 400 that names the field', async () => {
    for (const [method, url] of [
      ['POST', '/api/notifications/read'],
      ['DELETE', '/api/notifications/delete'],
    ] as const) {
      const empty = await send(method, url, admin.cookie, { ids: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toMatchObject({ ids: 'Select at least one notification.' });
      expect((await send(method, url, admin.cookie, { ids: ['not-a-uuid'] })).statusCode).toBe(400);
      expect((await send(method, url, admin.cookie, {})).statusCode).toBe(400);
    }
  });
});

describe('a customer’s Notifications page (/notifications, decision 035)', () => {
  it('pages a customer’s own notifications on the server and marks all of them read, past the first page too', async () => {
    await seed(other.id, 45, 5);
    await seed(admin.id, 3);
    const first = await page('?page=1&page_size=20', other.cookie);
    expect(first).toMatchObject({ total: 45, page: 1, page_size: 20, unread_count: 40 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Notice 45');
    const last = await page('?page=3&page_size=20', other.cookie);
    expect(last.items.map((item) => item.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);

    const response = await send('POST', '/api/notifications/mark-all-read', other.cookie);
    expect(response.json()).toEqual({ message: 'All notifications marked as read', count: 40 });
    expect((await page('?filter=unread', other.cookie)).total).toBe(0);
    expect((await stored(admin.id)).every((row) => !row.isRead)).toBe(true);
  });
});
