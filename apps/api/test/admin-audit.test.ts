import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/schema/users';
import { createPeople } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_0 = new Date('2026-06-10T11:00:00Z');
let t: TestApp;
let admin: BookingCustomer;
let secondAdmin: BookingCustomer;
let merchantUser: BookingCustomer;
let customer: BookingCustomer;

const send = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const audit = async (query: string) => {
  const response = await send('GET', `/api/admin/audit${query}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ok = async (method: InjectOptions['method'], url: string, cookie: string, payload?: unknown) => {
  const response = await send(method, url, cookie, payload);
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => DAY_0 });
  [admin, secondAdmin, merchantUser, customer] = await createPeople(t.db, DAY_0, [
    { role: 'admin', profile: { firstName: 'Ada', lastName: 'Lovelace' } },
    { role: 'admin', profile: { firstName: 'Grace', lastName: 'Hopper' } },
    'merchant',
    { role: 'customer', profile: { firstName: 'Priya', lastName: 'Shah' } },
  ]);
});
afterAll(() => t.close());

describe('who may read the audit trail', () => {
  it('refuses a signed-out caller (401), a customer and a merchant (403), and answers an admin', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit?action=!!&page=0']) {
      expect((await send('GET', url)).statusCode, `${url} anonymous`).toBe(401);
      expect((await send('GET', url, customer.cookie)).statusCode, `${url} customer`).toBe(403);
      expect((await send('GET', url, merchantUser.cookie)).statusCode, `${url} merchant`).toBe(403);
    }
    expect((await send('GET', '/api/admin/audit', admin.cookie)).statusCode).toBe(200);
  });

  it('answers 400 for an action filter that is no action', async () => {
    const response = await send('GET', '/api/admin/audit?action=drop%20table', admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Choose an action type.');
  });
});

describe('the audit trail (GET /api/admin/audit)', () => {
  let merchantId: string;

  beforeAll(async () => {
    // Actions taken through the admin API, each recording itself in its own transaction.
    await ok('POST', `/api/admin/users/${customer.id}/grant-credit`, admin.cookie, { amount: 7.5, reason: 'Birthday treat' });
    await ok('POST', `/api/admin/users/${customer.id}/disable`, secondAdmin.cookie);
    await ok('POST', `/api/admin/users/${customer.id}/enable`, secondAdmin.cookie);
    const { merchant } = await createMerchant(t.db, { businessName: 'Juniper Nail Bar', status: 'pending_review', isVerified: false });
    merchantId = merchant.id;
    await ok('POST', `/api/admin/merchants/${merchant.id}/approve`, admin.cookie, { approved: true });
    // Older history for paging: 30 refund completions by an admin whose account has since gone, money in pence.
    await t.db.insert(adminActions).values(
      Array.from({ length: 30 }, (_, index) => ({
        actorUserId: null,
        action: 'refund.complete',
        targetType: 'refund_request',
        targetId: randomUUID(),
        before: { status: 'pending' },
        after: { status: 'completed', card_refund_pence: 2868 + index },
        note: index === 4 ? 'Customer phoned about ref 77XQ' : null,
        createdAt: new Date(DAY_0.getTime() - (index + 1) * 86_400_000),
      })),
    );
  });

  it('lists every action newest first with who did it, the target and a summary in pounds', async () => {
    const body = await audit('?page_size=100');
    expect(body.total).toBe(34);
    const created = body.items.map((entry: { created_at: string }) => Date.parse(entry.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const grant = body.items.find((entry: { action: string }) => entry.action === 'user.grant_credit');
    expect(grant).toMatchObject({
      actor: { id: admin.id, name: 'Ada Lovelace', email: admin.email },
      target_type: 'user',
      target_id: customer.id,
      target_label: `Priya Shah <${customer.email}>`,
      note: 'Birthday treat',
      summary: 'Amount: £7.50',
      amount: 7.5,
    });
    const approve = body.items.find((entry: { action: string }) => entry.action === 'merchant.approve');
    expect(approve).toMatchObject({ target_label: 'Juniper Nail Bar', target_id: merchantId, amount: null });
    expect(approve.summary).toContain('pending_review → approved');
    const disable = body.items.find((entry: { action: string }) => entry.action === 'user.disable');
    expect(disable).toMatchObject({ actor: { name: 'Grace Hopper' }, summary: 'Is approved: Yes → No' });
    const refund = body.items.at(-1);
    expect(refund).toMatchObject({ actor: null, action: 'refund.complete', target_label: null, amount: 28.97, summary: 'Status: pending → completed; Card refund: £28.97' });
  });

  it('pages the trail, each action once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const body = await audit(`?page=${page}&page_size=10`);
      expect(body).toMatchObject({ page, page_size: 10, total: 34 });
      expect(body.items).toHaveLength(page < 4 ? 10 : 4);
      seen.push(...body.items.map((entry: { id: string }) => entry.id));
    }
    expect(new Set(seen).size).toBe(34);
  });

  it("searches the admin's name and email, the action, the target id and the note", async () => {
    const actions = async (q: string) => (await audit(`?q=${encodeURIComponent(q)}&page_size=100`)).items.map((entry: { action: string }) => entry.action);
    expect(await actions('grace hopper')).toEqual(['user.enable', 'user.disable']);
    expect(await actions(admin.email.toUpperCase())).toEqual(['merchant.approve', 'user.grant_credit']);
    expect(await actions('grant_credit')).toEqual(['user.grant_credit']);
    expect(await actions(merchantId)).toEqual(['merchant.approve']);
    expect(await actions('77xq')).toEqual(['refund.complete']);
    expect(await actions('birthday')).toEqual(['user.grant_credit']);
    expect(await actions('nothing like this')).toEqual([]);
  });

  it('filters by one action or every action on a kind of target, with the search', async () => {
    expect((await audit('?action=user.grant_credit')).items.map((entry: { action: string }) => entry.action)).toEqual(['user.grant_credit']);
    expect((await audit('?action=user')).total).toBe(3);
    expect((await audit('?action=refund_request')).total).toBe(30);
    expect((await audit('?action=user&q=grace')).total).toBe(2);
    expect((await audit('?action=merchant.reject')).total).toBe(0);
    expect((await audit('?action=all')).total).toBe(34);
  });
});
