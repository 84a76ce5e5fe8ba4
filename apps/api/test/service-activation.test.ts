import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ALREADY_ACTIVE, SERVICE_ALREADY_INACTIVE } from '@lull/domain/service-activation';
import { services } from '../src/db/schema/catalogue';
import { notifications } from '../src/db/schema/messaging';
import { type merchants } from '../src/db/schema/merchants';
import { adminActions } from '../src/db/schema/users';
import { startSession } from '../src/modules/auth/sessions';
import { SERVICE_NOT_FOUND } from '../src/modules/services/services.service';
import { createPerson } from './support/actors';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Decision 042: the admin's Activate and Deactivate are the salon's own switch's use case, audited and told.
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPerson(t.db, new Date(), 'admin');
  adminCookie = admin.cookie;
});

afterAll(async () => {
  await t?.close();
});

const send = (method: 'GET' | 'POST', url: string, cookie: string | null) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function salon(overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const { owner, merchant } = await createMerchant(t.db, overrides);
  const session = await startSession(t.db, owner.id, new Date(), 'lull-test');
  return { cookie: `lull_session=${session.token}`, userId: owner.id, merchant };
}

async function listed(name: string) {
  const response = await send('GET', `/api/services?search=${encodeURIComponent(name)}`, null);
  return (response.json().services as { name: string }[]).map((service) => service.name);
}

describe("an admin's Activate and Deactivate", () => {
  it('takes a service off the catalogue and back, audited and told to the owner', async () => {
    const business = await salon();
    const service = await createService(t.db, business.merchant.id, { name: `Deactivated facial ${business.merchant.id.slice(0, 6)}` });
    expect(await listed(service.name)).toEqual([service.name]);

    const off = await send('POST', `/api/admin/services/${service.id}/deactivate`, adminCookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: service.id, is_active: false });
    expect(await listed(service.name)).toEqual([]);
    // Pressed twice (two admins at once): the second is told, and nothing flips back.
    const again = await send('POST', `/api/admin/services/${service.id}/deactivate`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SERVICE_ALREADY_INACTIVE });

    const on = await send('POST', `/api/admin/services/${service.id}/activate`, adminCookie);
    expect(on.json()).toMatchObject({ is_active: true });
    expect(await listed(service.name)).toEqual([service.name]);
    expect((await send('POST', `/api/admin/services/${service.id}/activate`, adminCookie)).json()).toEqual({ error: SERVICE_ALREADY_ACTIVE });

    const trail = await t.db.select().from(adminActions).where(and(eq(adminActions.targetType, 'service'), eq(adminActions.targetId, service.id)));
    expect(trail.map((row) => [row.action, row.before?.is_active, row.after?.is_active, row.note])).toEqual([
      ['service.deactivate', true, false, `${service.name} (${business.merchant.businessName})`],
      ['service.activate', false, true, `${service.name} (${business.merchant.businessName})`],
    ]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, business.userId));
    expect(bell.map((notice) => notice.message)).toEqual(
      expect.arrayContaining([
        `Our team deactivated ${service.name}: customers cannot book it until it is active again. Bookings already made stay as they are.`,
        `Our team activated ${service.name}: customers can book it again while it is approved.`,
      ]),
    );
  });

  it("works on a paused business's service, which its owner cannot change", async () => {
    const business = await salon({ isPaused: true, pausedAt: new Date() });
    const service = await createService(t.db, business.merchant.id);
    expect((await send('POST', `/api/services/${service.id}/toggle`, business.cookie)).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/services/${service.id}/deactivate`, adminCookie)).json()).toMatchObject({ is_active: false });
  });

  it('answers an unknown or archived service with a 404 and a bad id with a 400', async () => {
    const business = await salon();
    const archived = await createService(t.db, business.merchant.id, { archivedAt: new Date(), isActive: false });
    const response = await send('POST', `/api/admin/services/${archived.id}/activate`, adminCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SERVICE_NOT_FOUND });
    expect((await send('POST', '/api/admin/services/not-an-id/deactivate', adminCookie)).statusCode).toBe(400);
    const [row] = await t.db.select().from(services).where(eq(services.id, archived.id));
    expect(row!.isActive).toBe(false);
  });

  it("keeps the salon's toggle the same rule, unaudited: it flips and the owner's own change is not an admin action", async () => {
    const business = await salon();
    const service = await createService(t.db, business.merchant.id);
    expect((await send('POST', `/api/services/${service.id}/toggle`, business.cookie)).json()).toMatchObject({ is_active: false });
    expect((await send('POST', `/api/services/${service.id}/toggle`, business.cookie)).json()).toMatchObject({ is_active: true });
    expect(await t.db.select().from(adminActions).where(eq(adminActions.targetId, service.id))).toEqual([]);
  });
});
