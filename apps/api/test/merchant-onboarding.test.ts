import { DEFAULT_BUSINESS_WEEK, formatBusinessWeek } from '@lull/domain/business-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { mailOutbox } from '../src/db/schema/messaging';
import { createPerson } from './support/actors';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { applicationPayload, uploaded as uploadedFile } from './support/merchant-fixtures';

let t: TestApp;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPerson(t.db, new Date(), 'admin');
  adminCookie = admin.cookie;
  adminEmail = admin.email;
});

afterAll(async () => {
  await t?.close();
});

const uploaded = (cookie: string, purpose: 'logo' | 'certificate') => uploadedFile(t.app, cookie, purpose);
const application = applicationPayload;

const apply = (cookie: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/merchants', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('POST /api/merchants (onboarding)', () => {
  it('makes a pending business with its logo and certificate, the account a merchant, and tells the admins', async () => {
    const owner = await registerUser(t.app);
    const noBusiness = await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } });
    expect(noBusiness.statusCode).toBe(404);
    expect(noBusiness.json()).toEqual({ error: 'This account has no business yet.' });

    const logo = await uploaded(owner.cookie, 'logo');
    const certificate = await uploaded(owner.cookie, 'certificate');
    const response = await apply(owner.cookie, application({ logo_files: [{ id: logo.id }], certificate_files: [{ id: certificate.id }] }));
    expect(response.statusCode).toBe(201);
    const business = response.json();
    expect(business).toMatchObject({
      business_name: 'Willow & Wax',
      business_category: 'Beauty Salon',
      postcode: 'E8 3PH',
      status: 'pending_review',
      is_paused: false,
      is_approved: false,
      rejection_reason: null,
      email: owner.user.email,
      logo_url: logo.file_url,
      certificate_url: certificate.file_url,
      availability_hours: formatBusinessWeek(DEFAULT_BUSINESS_WEEK),
    });
    expect(business.logo_files).toEqual([expect.objectContaining({ id: logo.id, file_type: 'logo', file_url: logo.file_url, mime_type: 'image/png' })]);
    expect(business.certificate_files).toEqual([expect.objectContaining({ id: certificate.id, original_name: 'Insurance.pdf', mime_type: 'application/pdf' })]);

    // Placed on the map by its postcode, for distance search once approved.
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, business.id));
    expect(row?.latitude).toBeCloseTo(51.54, 1);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.json().role).toBe('merchant');
    const mine = await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } });
    expect(mine.json()).toEqual(business);

    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: adminCookie } });
    expect(bell.json()).toContainEqual(expect.objectContaining({ title: 'New business application: Willow & Wax', message: 'Willow & Wax is waiting for review.' }));
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, adminEmail));
    expect(mail.map((m) => m.subject)).toContain('New business application: Willow & Wax');

    // Its logo is the owner's (and admins') until customers can see the business, then anyone's.
    expect((await t.app.inject({ method: 'GET', url: logo.file_url })).statusCode).toBe(404);
    const ownView = await t.app.inject({ method: 'GET', url: logo.file_url, headers: { cookie: owner.cookie } });
    expect(ownView.headers['cache-control']).toBe('private, no-store');
    await t.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, business.id));
    const publicView = await t.app.inject({ method: 'GET', url: logo.file_url });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps certificates to their business's owner and admins", async () => {
    const owner = await registerUser(t.app);
    const certificate = await uploaded(owner.cookie, 'certificate');
    expect((await apply(owner.cookie, application({ certificate_files: [certificate] }))).statusCode).toBe(201);

    const asOwner = await t.app.inject({ method: 'GET', url: certificate.file_url, headers: { cookie: owner.cookie } });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: certificate.file_url, headers: { cookie: adminCookie } })).statusCode).toBe(200);

    const otherMerchant = await registerUser(t.app);
    expect((await apply(otherMerchant.cookie, application({ certificate_files: [await uploaded(otherMerchant.cookie, 'certificate')] }))).statusCode).toBe(201);
    const customer = await registerUser(t.app);
    for (const cookie of [otherMerchant.cookie, customer.cookie, null]) {
      const refused = await t.app.inject({ method: 'GET', url: certificate.file_url, headers: cookie ? { cookie } : {} });
      expect(refused.statusCode).toBe(404);
    }

    // The files list: all for the owner and admins; a business under review is not public at all.
    const business = (await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } })).json();
    const listFor = (cookie: string | null) => t.app.inject({ method: 'GET', url: `/api/merchants/${business.id}/files`, headers: cookie ? { cookie } : {} });
    for (const cookie of [owner.cookie, adminCookie]) {
      expect((await listFor(cookie)).json()).toEqual([expect.objectContaining({ id: certificate.id, file_type: 'certificate' })]);
    }
    expect((await listFor(customer.cookie)).statusCode).toBe(404);
    // Once listed, anyone sees its public files, never its certificates.
    await t.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, business.id));
    for (const cookie of [customer.cookie, otherMerchant.cookie, null]) {
      const listed = await listFor(cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([]);
    }
  });

  it('answers each rule with its message and fields, and writes nothing', async () => {
    const owner = await registerUser(t.app);
    const certificate = await uploaded(owner.cookie, 'certificate');
    const cases: [Record<string, unknown>, string, string][] = [
      // Each missing field says which (decision 040).
      [{ business_name: '' }, 'business_name', 'Business name is required.'],
      [{ city: undefined }, 'city', 'City is required.'],
      [{ availability_hours: 'Monday: 09:00-17:00, Tuesday: 16:00-10:00, Wednesday: Closed, Thursday: Closed, Friday: Closed, Saturday: Closed, Sunday: Closed' }, 'availability_hours', 'Tuesday closes before it opens: choose a closing time after the opening time.'],
      [{ certificate_files: [] }, 'certificate_files', 'Please upload at least one certificate.'],
      [{ certificate_files: Array.from({ length: 6 }, () => certificate) }, 'certificate_files', 'You can only upload up to 5 files'],
      [{ logo_files: [certificate, certificate] }, 'logo_files', 'You can only upload up to 1 files'],
      [{ website_url: 'willowandwax' }, 'website_url', 'Please enter a full web address, starting with https://'],
      [{ postcode: 'E8' }, 'postcode', 'Please enter a full UK postcode, such as E8 3PH.'],
      [{ postcode: 'ZZ1 1ZZ' }, 'postcode', 'We could not find that postcode. Please check it.'],
      [{ agree_no_show_policy: false }, 'agree_no_show_policy', 'Please confirm the no-show policy.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await apply(owner.cookie, application({ certificate_files: [certificate], ...change }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ error: message, fields: { [field]: message } });
    }
    // Nothing was made, and the certificate is still there for the corrected form.
    expect((await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    expect((await apply(owner.cookie, application({ certificate_files: [certificate] }))).statusCode).toBe(201);
  });

  it("refuses someone else's upload, and leaves nothing behind", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const theirs = await uploaded(stranger.cookie, 'certificate');
    const response = await apply(owner.cookie, application({ certificate_files: [theirs] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Upload failed. Please try again.', fields: { certificate_files: 'Upload failed. Please try again.' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/merchants/me', headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: owner.cookie } })).json().role).toBe('consumer');
    expect((await t.app.inject({ method: 'GET', url: theirs.file_url, headers: { cookie: stranger.cookie } })).statusCode).toBe(200);
  });

  it('makes one business per account, even from two submissions at once', async () => {
    const owner = await registerUser(t.app);
    const [first, second] = [await uploaded(owner.cookie, 'certificate'), await uploaded(owner.cookie, 'certificate')];
    const answers = await Promise.all([apply(owner.cookie, application({ certificate_files: [first] })), apply(owner.cookie, application({ certificate_files: [second] }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ error: 'This account already has a business. Use a different email to list another.' });
    const rows = await t.db.select().from(merchants).where(eq(merchants.userId, owner.user.id));
    expect(rows).toHaveLength(1);

    const again = await apply(owner.cookie, application({ certificate_files: [await uploaded(owner.cookie, 'certificate')] }));
    expect(again.statusCode).toBe(409);
  });

  it('asks a visitor to sign in', async () => {
    const response = await apply(null, application());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/merchants/me' })).statusCode).toBe(401);
  });
});
