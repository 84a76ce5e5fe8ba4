import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, newEmail, ownerApplies, screenshots, signInAs, signUpThroughApi, animationsDone } from './support/fixtures';

// A tiny real PNG (1×1) and a small PDF: what a salon owner's phone or laptop would send.
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CERTIFICATE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Level 3 Beauty Therapy certificate\n'), Buffer.alloc(400 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

test('a salon owner goes from List My Business through sign-up to a submitted application', async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(page.context());

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'List My Business' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grow Your Business' })).toBeVisible();
  // Real figures from the demo data: twelve listed salons and no invented "50+".
  await expect(page.getByText('salons listed', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('50+')).toHaveCount(0);
  await expectAccessible(page, 'the merchant landing page');
  await screenshots(page, 'merchant-join');

  // Signed out, Get Started asks for an account, then carries on to the form.
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (await dialog.getByRole('button', { name: 'Create Account' }).isHidden()) await dialog.getByRole('button', { name: /sign up/i }).click();
  // Sign-up on the way to listing speaks to a salon, not of customer credit (decision 040).
  await expect(page.getByRole('dialog', { name: 'List your business on Lull' })).toBeVisible();
  await expect(dialog).not.toContainText('credit');
  await expectAccessible(page, 'sign-up for a salon');
  await screenshots(page, 'merchant-sign-up');
  const email = newEmail('salon');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('7700900456');
  await dialog.getByLabel('Password', { exact: true }).fill('salon-password');
  await dialog.getByLabel('First name').fill('Amara');
  await dialog.getByLabel('City').fill('London');
  await dialog.getByLabel(/privacy policy/i).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/merchant\/onboarding$/);
  const form = page.getByRole('form', { name: 'List your business' });
  await expect(form).toBeVisible();

  // The phone starts as the account's (decision 040).
  await expect(form.getByLabel('Phone number')).toHaveValue('7700900456');

  // Submitting empty shows the spec's alert above and each field's own message, names the day whose hours are
  // wrong, and sends nothing.
  await form.getByLabel('Tuesday closes at').selectOption('08:00');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expect(form.getByLabel('Business name')).toHaveAccessibleDescription('Business name is required.');
  await expect(form.getByLabel('Address line 1')).toHaveAccessibleDescription('Address line 1 is required.');
  await expect(form.getByText('Tuesday closes before it opens: choose a closing time after the opening time.')).toBeVisible();
  await expectAccessible(page, 'the onboarding form with its messages');
  await screenshots(page, 'merchant-onboarding-errors');
  await form.getByLabel('Tuesday closes at').selectOption('17:00');

  await form.getByLabel('Business name').fill('Willow & Wax');
  await form.getByLabel('Business category').selectOption('Beauty Salon');
  await expect(form.getByText('0/2,000 characters')).toBeVisible();
  await form.getByLabel('Description').fill('Waxing, brows and facials in the heart of Hackney.');
  await expect(form.getByText('50/2,000 characters')).toBeVisible();
  await form.getByLabel('Address line 1').fill('12 Mare Street');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postcode').fill('e8 3ph');
  await form.getByLabel('Sunday', { exact: true }).check();
  await form.getByLabel('Sunday closes at').selectOption('16:00');

  await form.getByLabel('Logo').setInputFiles({ name: 'willow-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(form.getByText('willow-logo.png uploaded.')).toBeVisible();
  // A file of the wrong kind is refused in the browser, whatever its name says.
  await form.getByLabel('Certificates').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await expect(form.getByText('File type not supported. Please use: pdf, jpg, jpeg, png')).toBeVisible();
  await form.getByLabel('Certificates').setInputFiles({ name: 'Beauty therapy level 3.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await expect(form.getByRole('progressbar', { name: 'Uploading Beauty therapy level 3.pdf' }).or(form.getByText('Beauty therapy level 3.pdf uploaded.'))).toBeVisible();
  await expect(form.getByText('Beauty therapy level 3.pdf uploaded.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Beauty therapy level 3.pdf' })).toBeVisible();

  for (const agreement of [/Terms of Service and the fee structure/, /processing fees/, /cancel more than 24 hours/, /no-shows are non-refundable/]) {
    await form.getByLabel(agreement).check();
  }
  await expectAccessible(page, 'the onboarding form');
  await screenshots(page, 'merchant-onboarding-form');

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/merchant\/onboarding\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for applying' })).toBeVisible();
  await expect(page.getByText(/Taking you to the home page in \d+ seconds?\./)).toBeVisible();
  await expect(page.getByText('You can add and edit your services now: our team reviews each one, and customers can book them once your business is approved.')).toBeVisible();
  await expectAccessible(page, 'the onboarding success page');
  await screenshots(page, 'merchant-onboarding-success');

  // The account has its business now: onboarding says so instead of showing the form again.
  await page.goto('/merchant/onboarding');
  await expect(page.getByRole('heading', { name: 'Account Already Has Business' })).toBeVisible();
  const business = await (await page.request.get('/api/merchants/me')).json();
  expect(business).toMatchObject({ business_name: 'Willow & Wax', status: 'pending_review', postcode: 'E8 3PH' });
  expect(business.availability_hours).toContain('Sunday: 09:00-16:00');
  expect(business.certificate_files).toHaveLength(1);
  expect(business.logo_files).toHaveLength(1);

  // The dashboard says where the application stands.
  await page.getByRole('link', { name: 'Merchant Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willow & Wax' })).toBeVisible();
  await expect(page.getByText('Your application is under review')).toBeVisible();
  // A merchant's bar offers its dashboard, not List My Business (decision 040).
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link', { name: 'Merchant Dashboard' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'List My Business' })).toHaveCount(0);
});

test('onboarding asks a visitor to sign in, and the success page sends one to the landing page', async ({ page }) => {
  await page.goto('/merchant/onboarding');
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
  await expectAccessible(page, 'onboarding signed out');
  await page.goto('/merchant/onboarding/success');
  await expect(page).toHaveURL(/\/merchant\/join$/);
});

test('a salon under review sees the banner and edits its Business Profile, agreement and all', async ({ page }) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(page.context());
  // Set up through the API: an account, its certificate and its application.
  await signUpThroughApi(page.context(), 'Fern');
  const upload = await page.request.post('/api/uploads?purpose=certificate', {
    multipart: { file: { name: 'Insurance.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF } },
  });
  expect(upload.status()).toBe(201);
  const applied = await page.request.post('/api/merchants', {
    data: {
      business_name: 'Fern Nail Studio',
      business_category: 'Nail Salon',
      contact_person: 'Fern Tester',
      phone: '+44 7700900777',
      address_line_1: '3 Broadway Market',
      city: 'London',
      postcode: 'E8 4PH',
      description: 'Gel, acrylics and nail art.',
      certificate_files: [{ id: (await upload.json()).id }],
      availability_hours:
        'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 09:00-17:00, Sunday: Closed',
      agree_terms: true,
      agree_processing_fees: true,
      agree_refund_policy: true,
      agree_no_show_policy: true,
    },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/merchant/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Fern Nail Studio' })).toBeVisible();
  await expect(page.getByText('Your application is under review')).toBeVisible();
  // The Overview opens first; the Business Profile is its own section.
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Business Profile' }).click();
  await expect(page).toHaveURL(/tab=profile/);
  await expect(page.getByRole('link', { name: 'Insurance.pdf' })).toBeVisible();
  await expectAccessible(page, 'the merchant dashboard');
  await screenshots(page, 'merchant-dashboard-pending');

  await page.getByRole('button', { name: 'Edit Business Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business Profile' });
  await dialog.getByLabel('Business name').fill('Fern Nail & Brow Studio');
  await dialog.getByLabel('Brows & Lashes').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('You must agree to the Service Provider Agreement to continue.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Service Provider Agreement' }).click();
  await expect(dialog.getByText(/liability is capped at 12 months of payments/)).toBeVisible();
  // Who bears the processing fee, as the Payments page says it (decision 038).
  await expect(dialog.getByText('on your price after any discount, deducted from your settlements: on a treatment priced £18 it is 82p, and you receive £17.18.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('it is never taken from your price, and Lull pays the card processing on it.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Venue photos').setInputFiles({ name: 'salon-front.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(dialog.getByText('salon-front.png uploaded.')).toBeVisible();
  await dialog.getByLabel(/I agree to the/).check();
  await expectAccessible(page, 'the Edit Business Profile dialog');
  await screenshots(page, 'merchant-edit-profile');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your business profile is saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fern Nail & Brow Studio' })).toBeVisible();
  await expect(page.getByText('Brows & Lashes, Nail Salon')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Venue photo 1' })).toBeVisible();
});

test('a declined salon reads why on its overview and resubmits from a form worded for it (decision 040)', async ({ browser }) => {
  test.setTimeout(120_000);
  const businessName = `Birch Brow Bar ${Date.now() % 100_000}`;
  const { page, merchantId } = await ownerApplies(browser, businessName);
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@lull.test');
  const reason = 'Please add your public liability insurance.';
  expect((await admin.request.post(`/api/admin/merchants/${merchantId}/approve`, { data: { approved: false, rejection_reason: reason } })).status()).toBe(200);
  await admin.close();

  await page.goto('/merchant/dashboard');
  const actions = page.getByRole('region', { name: 'Pending Actions' });
  await expect(actions.getByText(`Your application was declined: ${reason} Update it and resubmit it for review.`)).toBeVisible();
  await expect(actions.getByText('No pending actions')).toHaveCount(0);
  await expectAccessible(page, 'a declined business’s overview');
  await screenshots(page, 'merchant-declined-overview');

  await actions.getByRole('button', { name: 'Update and resubmit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update your application' });
  await expect(dialog.getByText(reason)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await animationsDone(dialog);
  await expectAccessible(page, 'Update your application');
  await screenshots(page, 'merchant-update-application');
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(page.getByText('Application resubmitted successfully! Your application is now under review again.')).toBeVisible();
  await expect(page.getByText('Your application is under review')).toBeVisible();
  await page.context().close();
});
