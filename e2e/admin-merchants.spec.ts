import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookiesUpFront, CERTIFICATE_PDF, expectAccessible, latestMailTo, newEmail, ownerApplies, screenshots, signInAs, signUpThroughApi, hasBookingPolicy } from './support/fixtures';


async function signInAsAdmin(page: Page) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
}


/** The Merchants tab searched for one business, with that business's row. */
async function findRow(page: Page, businessName: string, status = 'all') {
  await page.goto(`/admin/dashboard?tab=merchants&status=${status}&q=${encodeURIComponent(businessName)}`);
  const table = page.getByRole('table', { name: 'Merchants' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: businessName });
  await expect(row).toHaveCount(1);
  return row;
}

/** Holds the service's first free time from tomorrow on and pays for it with the sandbox's good card, as the booking pages do. */
async function bookFirstFreeTime(request: APIRequestContext, serviceId: string, merchantId: string): Promise<string> {
  const availability = await (await request.get(`/api/services/${serviceId}/availability`)).json();
  const day = (availability.days as { date: string; times: string[] }[]).slice(1).find((candidate) => candidate.times.length > 0);
  expect(day, 'a free time in the coming days').toBeDefined();
  const policy = await hasBookingPolicy(request, merchantId);
  const held = await request.post('/api/bookings', {
    data: { service_id: serviceId, booking_date: day!.date, booking_time: day!.times[0], agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
  });
  expect(held.status()).toBe(201);
  const booking = (await held.json()) as { id: string };
  const intent = await (await request.post('/api/payments/create-intent', { data: { booking_id: booking.id, credits_used: 0 } })).json();
  const paid = await request.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);
  return booking.id;
}

/**
 * What the listing answers for `search`. A salon's change reaches every instance's listing cache through the
 * database's notification, a moment after the change is committed: ask with `expect.poll`.
 */
async function listedNames(request: APIRequestContext, search: string) {
  return ((await (await request.get(`/api/services?search=${encodeURIComponent(search)}`)).json()).services as { name: string }[]).map((service) => service.name);
}

test('an admin approves a new salon from the Merchants tab; its first service, once approved, is found, booked and paid for by a customer', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const businessName = `Kingsland Nails ${Date.now() % 100_000}`;
  const owner = await ownerApplies(browser, businessName);
  await signInAsAdmin(page);

  // The overview's Pending card leads to the Merchants tab filtered to pending.
  await page.goto('/admin/dashboard?tab=merchants&status=pending');
  await expect(page.getByRole('heading', { level: 2, name: 'Merchants' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  const row = await findRow(page, businessName, 'pending');
  await expect(row.getByText('Pending review')).toBeVisible();
  await expectAccessible(page, 'the Merchants tab');
  await page.goto('/admin/dashboard?tab=merchants&status=pending');
  await expect(page.getByRole('table', { name: 'Merchants' })).toBeVisible();
  await screenshots(page, 'admin-merchants');

  // A click on the row opens the profile: every section, the certificate to open and download.
  const searched = await findRow(page, businessName, 'pending');
  await searched.getByText('Noor Tester').click();
  const profile = page.getByRole('dialog', { name: businessName });
  await expect(profile).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`merchant=${owner.merchantId}`));
  for (const section of ['Business Information', 'Business Address', 'Online Presence', 'Additional Information', 'Logo and Certificates']) {
    await expect(profile.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(profile.getByRole('link', { name: 'Open Insurance.pdf' })).toBeVisible();
  const download = await page.request.get((await profile.getByRole('link', { name: 'Download Insurance.pdf' }).getAttribute('href'))!);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  await expectAccessible(page, 'the merchant profile');
  await screenshots(page, 'admin-merchant-profile');

  await profile.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: `Approve ${businessName}?` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Merchant Approved')).toBeVisible();
  await expect(page.getByText('Merchant has been successfully approved and activated.')).toBeVisible();
  await expect(profile.getByText('Verified')).toBeVisible();

  // The owner is told, and adds a first service; the admin approves it and customers find it at once.
  await owner.page.goto('/merchant/dashboard');
  await expect(owner.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  expect((await (await owner.page.request.get('/api/notifications')).json()).map((notice: { type: string }) => notice.type)).toContain('merchant_approved');
  const service = await owner.page.request.post('/api/services', {
    data: { name: `${businessName} BIAB`, description: 'Builder gel overlay.', price: 38, off_peak_price: 30, duration: 60, category: 'Nails', materials: '', technician_name: 'Noor', image_url: '', availability_schedule: '' },
  });
  expect(service.status()).toBe(201);
  await expect.poll(() => listedNames(request, `${businessName} BIAB`)).toEqual([]);
  expect((await page.request.post(`/api/admin/services/${(await service.json()).id}/approve`, { data: { approved: true } })).status()).toBe(200);
  await expect.poll(() => listedNames(request, `${businessName} BIAB`)).toEqual([`${businessName} BIAB`]);

  // Pause hides the business and its service at once; Unpause brings them back.
  await page.keyboard.press('Escape');
  const approvedRow = await findRow(page, businessName);
  await approvedRow.getByRole('button', { name: `Pause ${businessName}` }).click();
  // Pause asks first, and takes the reason the owner is told (decision 042).
  const pauseDialog = page.getByRole('dialog', { name: `Pause ${businessName}?` });
  await pauseDialog.getByRole('button', { name: 'Pause' }).click();
  await expect(pauseDialog.getByText('Say why you are pausing this business: its owner is told.')).toBeVisible();
  await expect.poll(() => listedNames(request, `${businessName} BIAB`)).toEqual([`${businessName} BIAB`]);
  const pauseReason = 'Two customers found the salon closed at their booked time.';
  await pauseDialog.getByLabel('Reason for pausing').fill(pauseReason);
  await expectAccessible(page, 'the Pause dialog');
  await screenshots(page, 'admin-merchant-pause');
  await pauseDialog.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Merchant Paused')).toBeVisible();
  const pausedNotice = ((await (await owner.page.request.get('/api/notifications')).json()) as { type: string; message: string }[]).find((notice) => notice.type === 'merchant_paused');
  expect(pausedNotice?.message).toContain(`Reason: ${pauseReason}`);
  await expect(approvedRow.getByText('Paused', { exact: true })).toBeVisible();
  await expect.poll(() => listedNames(request, `${businessName} BIAB`)).toEqual([]);
  await approvedRow.getByRole('button', { name: `Unpause ${businessName}` }).click();
  await expect(page.getByText('Merchant Unpaused')).toBeVisible();
  await expect(approvedRow.getByRole('button', { name: `Pause ${businessName}` })).toBeVisible();
  await expect.poll(() => listedNames(request, `${businessName} BIAB`)).toEqual([`${businessName} BIAB`]);

  // A customer finds the new salon's service on the services page, books its first free time and pays by card.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  await signUpThroughApi(customerContext, 'Cleo');
  const customer = await customerContext.newPage();
  await customer.goto(`/services?search=${encodeURIComponent(`${businessName} BIAB`)}`);
  await expect(customer.getByRole('link', { name: new RegExp(`^Book ${businessName} BIAB`) }).first()).toBeVisible();
  await bookFirstFreeTime(customerContext.request, (await service.json()).id as string, owner.merchantId);
  await customer.goto('/my-bookings');
  const upcoming = customer.getByRole('region', { name: 'Upcoming Appointments' });
  await expect(upcoming.getByRole('article').filter({ hasText: `${businessName} BIAB` })).toBeVisible();
  await customerContext.close();
  await owner.page.context().close();
});

test('an admin rejects with Other and a custom reason; the owner reads it, resubmits, and it is pending again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const businessName = `Dalston Lacquer ${Date.now() % 100_000}`;
  const owner = await ownerApplies(browser, businessName);
  await signInAsAdmin(page);

  const row = await findRow(page, businessName);
  await row.getByRole('button', { name: `Reject ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${businessName}` });
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByLabel('Rejection reason').selectOption('Other');
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  const reason = 'Please add a photo of your treatment room and your insurance schedule';
  await dialog.getByLabel('Custom reason').fill(reason);
  await expect(dialog.getByText(`${reason.length}/100 characters`)).toBeVisible();
  await dialog.getByLabel('Admin notes').fill('Called the owner on Tuesday.');
  await expectAccessible(page, 'the Reject dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejection Successful')).toBeVisible();
  await expect(row.getByText('Declined')).toBeVisible();

  // The red Rejection Details box in the profile.
  await row.getByRole('button', { name: `View ${businessName}` }).click();
  const details = page.getByRole('dialog', { name: businessName }).getByRole('note', { name: 'Rejection Details' });
  await expect(details).toContainText(reason);
  await expect(details).toContainText('Called the owner on Tuesday.');
  await page.keyboard.press('Escape');

  // The owner sees the reason on their dashboard and updates the application.
  await owner.page.goto('/merchant/dashboard');
  await expect(owner.page.getByText('Your application was declined', { exact: true })).toBeVisible();
  await expect(owner.page.getByText(`Reason: ${reason}`)).toBeVisible();
  // Decision 040: Pending Actions names the reason and the next step too.
  await expect(owner.page.getByText(`Your application was declined: ${reason}. Update it and resubmit it for review.`)).toBeVisible();
  await owner.page.getByRole('button', { name: 'Update Application' }).click();
  // Decision 040: the form is worded for resubmitting, and shows the reason again.
  const edit = owner.page.getByRole('dialog', { name: 'Update your application' });
  await expect(edit.getByText(reason)).toBeVisible();
  await edit.getByLabel('Description').fill('Gel, BIAB and nail art. Photos of the treatment room are on our page.');
  await edit.getByLabel(/I agree to the/).check();
  await edit.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(owner.page.getByText('Application resubmitted successfully! Your application is now under review again.')).toBeVisible();
  await expect(owner.page.getByText('Your application is under review')).toBeVisible();

  // Back in the admin's queue.
  const again = await findRow(page, businessName, 'pending');
  await expect(again.getByText('Pending review')).toBeVisible();
  await expect(again.getByRole('button', { name: `Approve ${businessName}` })).toBeVisible();
  await owner.page.context().close();
});

test('an admin creates a merchant; the owner sets a password from the welcome mail and signs in to their business', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard?tab=merchants');
  await page.getByRole('button', { name: 'Create Merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Merchant' });
  const email = newEmail('velvet');
  const businessName = `Velvet Rooms ${Date.now() % 100_000}`;
  await expect(dialog.getByRole('button', { name: 'Create Merchant' })).toBeDisabled();
  await dialog.getByLabel('Owner’s email').fill(email);
  await dialog.getByLabel('Business name').fill(businessName);
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();

  await dialog.getByLabel('Business category').selectOption('Spa & Wellness');
  await dialog.getByLabel('Contact person (full name)').fill('Rosa Lind');
  await dialog.getByLabel('Country code').selectOption({ label: 'FR (+33)' });
  await dialog.getByLabel('Phone number').fill('612345678');
  await dialog.getByLabel('Address line 1').fill('4 Exmouth Market');
  await dialog.getByLabel('City').fill('London');
  await dialog.getByLabel('Postcode').fill('EC1R 4QE');
  await dialog.getByLabel('Business description').fill('Six therapists; quiet on weekday mornings and early afternoons.');
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  await expect(dialog.getByText('Please upload at least one business certificate.').first()).toBeVisible();
  await dialog.getByLabel('Certificates').setInputFiles({ name: 'Spa licence.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await expect(dialog.getByText('Spa licence.pdf uploaded.')).toBeVisible();
  await dialog.getByLabel('Sunday', { exact: true }).check();
  // The Validation Error toast has gone (mid-fade, its colours are half-way).
  await expect(page.getByText('Validation Error')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'the Create Merchant dialog');
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  await expect(page.getByText('Merchant Created')).toBeVisible();
  await expect(page.getByText('New merchant has been successfully created. Welcome email sent successfully.')).toBeVisible();
  const row = await findRow(page, businessName);
  await expect(row.getByText('Verified')).toBeVisible();

  // The owner opens the welcome mail's link from the dev outbox, chooses a password, and signs in.
  const mail = await latestMailTo(page.request, email);
  expect(mail.subject).toBe(`Welcome to Lull: ${businessName} is live`);
  const link = new URL(/http\S+reset-password\S+/.exec(mail.text)![0]);
  const owner = await (await browser.newContext()).newPage();
  await acceptCookiesUpFront(owner.context());
  await owner.goto(link.pathname + link.search);
  await expect(owner.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await owner.getByLabel('New password', { exact: true }).fill('velvet-rooms-2026');
  await owner.getByLabel('Confirm new password').fill('velvet-rooms-2026');
  await owner.getByRole('button', { name: /reset|update|save|set/i }).click();
  await expect(owner.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await owner.getByRole('button', { name: 'Go to Sign In' }).click();
  const login = owner.getByRole('dialog');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('velvet-rooms-2026');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login).toBeHidden();
  await owner.goto('/merchant/dashboard');
  await expect(owner.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  // The link worked once.
  await owner.goto(link.pathname + link.search);
  await owner.getByLabel('New password', { exact: true }).fill('someone-else-2026');
  await owner.getByLabel('Confirm new password').fill('someone-else-2026');
  await owner.getByRole('button', { name: /reset|update|save|set/i }).click();
  await expect(owner.getByText(/invalid or has expired/)).toBeVisible();
  await owner.context().close();
});

test('Create Merchant with an email that already has an account says whose it is and asks first; an administrator’s email is refused (decision 041)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const customerContext = await browser.newContext();
  const customer = await signUpThroughApi(customerContext, 'Ines');
  const businessName = `Ines Brows ${Date.now() % 100_000}`;

  await page.goto('/admin/dashboard?tab=merchants');
  await page.getByRole('button', { name: 'Create Merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Merchant' });
  await dialog.getByLabel('Owner’s email').fill('admin@lull.test');
  await dialog.getByLabel('Business name').fill(businessName);
  await dialog.getByLabel('Business category').selectOption('Beauty Salon');
  await dialog.getByLabel('Contact person (full name)').fill('Ines Tester');
  await dialog.getByLabel('Phone number').fill('7700900456');
  await dialog.getByLabel('Address line 1').fill('12 Lamb’s Conduit Street');
  await dialog.getByLabel('City').fill('London');
  await dialog.getByLabel('Postcode').fill('WC1N 3LE');
  await dialog.getByLabel('Business description').fill('Brows and lashes; quiet on weekday mornings.');
  await dialog.getByLabel('Certificates').setInputFiles({ name: 'Brow licence.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await expect(dialog.getByText('Brow licence.pdf uploaded.')).toBeVisible();

  // An administrator's account can never own a business: said beside the email, nothing asked.
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  await expect(dialog.getByText('This email belongs to a Lull administrator. Use the business owner’s own email.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Make this account the owner?' })).toHaveCount(0);

  // A customer's email: whose account it is, with its bookings and credit, before anything changes.
  await dialog.getByLabel('Owner’s email').fill(customer.email);
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make this account the owner?' });
  await expect(confirm).toContainText(`${customer.email} already belongs to Ines Tester, a customer with 0 bookings and £3.00 of credit.`);
  await expect(confirm).toContainText('they keep their bookings and credit');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'Create Merchant asking about an existing account');
  await screenshots(page, 'admin-create-merchant-existing-account');

  // Cancel changes nothing; the form stays as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Owner’s email')).toHaveValue(customer.email);
  expect((await (await customerContext.request.get('/api/users/me')).json()).role).toBe('consumer');

  // Yes makes the account the owner, and it is told to sign in as usual.
  await dialog.getByRole('button', { name: 'Create Merchant' }).click();
  await confirm.getByRole('button', { name: 'Make them the owner' }).click();
  await expect(page.getByText('Merchant Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await (await customerContext.request.get('/api/users/me')).json()).role).toBe('merchant');
  const mail = await latestMailTo(page.request, customer.email);
  expect(mail.subject).toBe(`Welcome to Lull: ${businessName} is live`);
  expect(mail.text).toContain('Sign in with your usual Lull account');
  await customerContext.close();
});

test('a declined salon is found by the Declined filter and approved; Delete says beforehand what it will cancel and refund (decision 042)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const businessName = `Hackney Brow Bar ${Date.now() % 100_000}`;
  const owner = await ownerApplies(browser, businessName);
  await signInAsAdmin(page);
  const rejected = await page.request.post(`/api/admin/merchants/${owner.merchantId}/approve`, { data: { approved: false, rejection_reason: 'Invalid Documents', admin_notes: '' } });
  expect(rejected.status()).toBe(200);

  // The Declined filter finds it; it can be approved now, and is rejected again only once its owner resubmits.
  await page.goto(`/admin/dashboard?tab=merchants&q=${encodeURIComponent(businessName)}`);
  await page.getByLabel('Status').selectOption('declined');
  await expect(page).toHaveURL(/status=declined/);
  const row = page.getByRole('table', { name: 'Merchants' }).getByRole('row').filter({ hasText: businessName });
  await expect(row.getByText('Declined')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reject ${businessName}` })).toHaveCount(0);
  await expectAccessible(page, 'the Declined filter');
  await screenshots(page, 'admin-merchants-declined');
  await row.getByRole('button', { name: `Approve ${businessName}` }).click();
  await page.getByRole('dialog', { name: `Approve ${businessName}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Merchant Approved')).toBeVisible();
  await expect(page.getByText('No merchants match your search criteria')).toBeVisible();
  expect(((await (await owner.page.request.get('/api/notifications')).json()) as { type: string }[]).map((notice) => notice.type)).toContain('merchant_approved');

  // A service of its own, approved, and a customer's paid booking of it.
  const service = await owner.page.request.post('/api/services', {
    data: { name: `${businessName} lamination`, description: 'Brow lamination and tint.', price: 40, off_peak_price: null, duration: 45, category: 'Brows', materials: '', technician_name: '', image_url: '', availability_schedule: '' },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = (await service.json()).id as string;
  expect((await page.request.post(`/api/admin/services/${serviceId}/approve`, { data: { approved: true } })).status()).toBe(200);
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  await signUpThroughApi(customerContext, 'Ines');
  const bookingId = await bookFirstFreeTime(customerContext.request, serviceId, owner.merchantId);
  await customerContext.close();
  const paid = ((await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()) as { figures: { final_price: number } }).figures.final_price;

  // Delete's confirmation says what it will do before anything happens, and Delete waits for those figures.
  const deleting = await findRow(page, businessName);
  await deleting.getByRole('button', { name: `Delete ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${businessName}?` });
  const summary = dialog.getByRole('list', { name: 'What deleting does' });
  await expect(summary).toContainText(`1 upcoming paid booking is cancelled and refunded in full: £${paid.toFixed(2)} to cards, as refunds for the team to complete.`);
  await expect(summary).toContainText('1 service is taken off Lull.');
  expect((await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()).status).toBe('confirmed');
  await expectAccessible(page, 'the Delete dialog');
  await screenshots(page, 'admin-merchant-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Merchant Deleted')).toBeVisible();
  await expect(page.getByText(`${businessName} is gone. 1 upcoming booking was cancelled and refunded in full.`)).toBeVisible();
  await owner.page.context().close();
});
