import { DEFAULT_BUSINESS_WEEK, formatBusinessWeek } from '@lull/domain/business-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createPerson } from './support/actors';
import { createService } from './support/catalogue-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { applicationPayload, uploaded as uploadedFile } from './support/merchant-fixtures';

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

const uploaded = (cookie: string, purpose: 'logo' | 'certificate' | 'photo') => uploadedFile(t.app, cookie, purpose);

/** A new account with a business that has applied (pending review), one certificate and no logo. */
async function applied() {
  const owner = await registerUser(t.app);
  const certificate = await uploaded(owner.cookie, 'certificate');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchants',
    headers: { cookie: owner.cookie },
    payload: applicationPayload({
      business_name: 'Fern Nail Studio',
      business_category: 'Nail Salon',
      postcode: 'E8 4PH',
      certificate_files: [certificate],
    }),
  });
  expect(response.statusCode).toBe(201);
  return { owner, business: response.json() as { id: string }, certificate };
}

function profile(overrides: Record<string, unknown> = {}) {
  return {
    business_name: 'Fern Nail & Brow Studio',
    business_category: 'Nail Salon, Brows & Lashes',
    contact_person: 'Fern Ali',
    phone: '+33 612345678',
    address_line_1: '3 Broadway Market',
    address_line_2: 'First floor',
    city: 'London',
    postcode: 'E8 4PH',
    description: 'Gel, acrylics, nail art and now brows.',
    website_url: '',
    social_media_url: 'https://instagram.com/fernnails',
    availability_hours: formatBusinessWeek({ ...DEFAULT_BUSINESS_WEEK, Monday: { closed: true } }),
    specific_policies: 'Please arrive 5 minutes early. Late arrivals may have a shorter treatment.',
    logo_files: [],
    certificate_files: [],
    photo_files: [],
    agree_provider_agreement: true,
    ...overrides,
  };
}

const put = (cookie: string | null, merchantId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/merchants/${merchantId}`, headers: cookie ? { cookie } : {}, payload: payload as object });

describe('PUT /api/merchants/{id} (Edit Business Profile)', () => {
  it('changes the profile and its files: new photos and logo claimed, a dropped certificate gone', async () => {
    const { owner, business, certificate } = await applied();
    const [logo, photo1, photo2, newCertificate] = [
      await uploaded(owner.cookie, 'logo'),
      await uploaded(owner.cookie, 'photo'),
      await uploaded(owner.cookie, 'photo'),
      await uploaded(owner.cookie, 'certificate'),
    ];
    const response = await put(owner.cookie, 'me', profile({ logo_files: [logo], photo_files: [photo2, photo1], certificate_files: [newCertificate] }));
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      id: business.id,
      business_name: 'Fern Nail & Brow Studio',
      business_category: 'Nail Salon, Brows & Lashes',
      phone: '+33 612345678',
      address_line_2: 'First floor',
      specific_policies: 'Please arrive 5 minutes early. Late arrivals may have a shorter treatment.',
      logo_url: logo.file_url,
      status: 'pending_review',
      resubmitted: false,
    });
    expect(saved.photo_files.map((file: { id: string }) => file.id)).toEqual([photo2.id, photo1.id]);
    expect(saved.certificate_files.map((file: { id: string }) => file.id)).toEqual([newCertificate.id]);
    expect((await t.app.inject({ method: 'GET', url: certificate.file_url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);

    // The same id twice is kept once; leaving the logo out removes it.
    const again = await put(owner.cookie, business.id, profile({ photo_files: [photo1], certificate_files: [newCertificate, newCertificate] }));
    expect(again.json()).toMatchObject({ logo_url: null, logo_files: [], photo_files: [expect.objectContaining({ id: photo1.id })] });
  });

  it('keeps an overseas number onboarding accepted: an Irish business saves its profile and stays +353 (decision 035)', async () => {
    const owner = await registerUser(t.app);
    const certificate = await uploaded(owner.cookie, 'certificate');
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/api/merchants',
      headers: { cookie: owner.cookie },
      payload: applicationPayload({ phone: '+353 871234567', postcode: 'E8 4PH', certificate_files: [certificate] }),
    });
    expect(onboarded.statusCode).toBe(201);
    expect(onboarded.json().phone).toBe('+353 871234567');
    const saved = await put(owner.cookie, 'me', profile({ phone: '+353 871234567', certificate_files: [certificate] }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone).toBe('+353 871234567');
    const czech = await put(owner.cookie, 'me', profile({ phone: '+353 +420777123456', certificate_files: [certificate] }));
    expect(czech.json().phone).toBe('+420 777123456');
  });

  it('needs the Service Provider Agreement and a category from the list', async () => {
    const { owner, certificate } = await applied();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agree_provider_agreement: false }, 'agree_provider_agreement', 'You must agree to the Service Provider Agreement to continue.'],
      [{ business_name: ' ' }, 'business_name', 'Business name is required.'],
      [{ business_category: 'Nail Salon, Tattoos' }, 'business_category', 'Please choose at least one category.'],
      [{ photo_files: Array.from({ length: 5 }, () => certificate) }, 'photo_files', 'You can only upload up to 4 files'],
    ];
    for (const [change, field, message] of cases) {
      const response = await put(owner.cookie, 'me', profile({ certificate_files: [certificate], ...change }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ error: message, fields: { [field]: message } });
    }
  });

  it('ignores the fields only admins set', async () => {
    const { owner, business, certificate } = await applied();
    const response = await put(owner.cookie, 'me', { ...profile({ certificate_files: [certificate] }), status: 'approved', is_paused: false, is_approved: true, merchant_revenue_balance: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending_review', is_approved: false, merchant_revenue_balance: 0 });
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, business.id));
    expect(row).toMatchObject({ status: 'pending_review', isVerified: false, revenueBalancePence: 0 });
  });

  it("refuses anyone but the owner and admins, and another user's upload", async () => {
    const { owner, business, certificate } = await applied();
    const other = await applied();
    const refused = await put(other.owner.cookie, business.id, profile({ certificate_files: [other.certificate] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You can only change your own business.' });
    expect((await put(null, business.id, profile())).statusCode).toBe(401);

    const stolen = await put(owner.cookie, 'me', profile({ certificate_files: [certificate], photo_files: [await uploaded(other.owner.cookie, 'photo')] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual({ photo_files: 'Upload failed. Please try again.' });

    const byAdmin = await put(adminCookie, business.id, profile({ certificate_files: [certificate], business_name: 'Fern Nails (checked)' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().business_name).toBe('Fern Nails (checked)');
  });

  it('sends a declined application back for review, clearing the reason and telling the admins', async () => {
    const { owner, business, certificate } = await applied();
    await t.db.update(merchants).set({ status: 'declined', rejectionReason: 'Please add your insurance certificate.' }).where(eq(merchants.id, business.id));
    const declined = await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } });
    expect(declined.json()).toMatchObject({ status: 'declined', rejection_reason: 'Please add your insurance certificate.' });

    const response = await put(owner.cookie, 'me', profile({ certificate_files: [certificate, await uploaded(owner.cookie, 'certificate')] }));
    expect(response.json()).toMatchObject({ status: 'pending_review', rejection_reason: null, resubmitted: true });
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: adminCookie } });
    expect(bell.json()).toContainEqual(expect.objectContaining({ title: 'Application resubmitted: Fern Nail & Brow Studio' }));
  });

  it('refuses changes to a paused business, and pausing hides it from customers at once', async () => {
    const { owner, business, certificate } = await applied();
    await t.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, business.id));
    const service = await createService(t.db, business.id, { name: 'Gel manicure at Fern' });
    const visible = await t.app.inject({ method: 'GET', url: `/api/merchants/${business.id}` });
    expect(visible.statusCode).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: '/api/services?search=Gel%20manicure%20at%20Fern' });
    expect(found.json().services).toHaveLength(1);

    await t.db.update(merchants).set({ isPaused: true }).where(eq(merchants.id, business.id));
    const refused = await put(owner.cookie, 'me', profile({ certificate_files: [certificate] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Business Paused/);
    expect((await t.app.inject({ method: 'GET', url: `/api/merchants/${business.id}` })).statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/services?search=Gel%20manicure%20at%20Fern' });
    expect(search.json().services).toEqual([]);
    const customer = await registerUser(t.app);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: customer.cookie },
      payload: { service_id: service.id, booking_date: '2026-12-01', booking_time: '10:00', agreed_to_terms: true },
    });
    expect(hold.statusCode).toBe(404);
    expect(hold.json()).toEqual({ error: 'Service not found' });
  });
});
