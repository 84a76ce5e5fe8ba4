import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, ownerApplies, screenshots, signInAs, toastsGone, animationsDone } from './support/fixtures';

// A tiny real PNG (1×1): what a salon owner's phone would send as the service's picture.
const PICTURE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the demo salon adds a service, an admin approves it and a customer finds it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'merchant@lull.test');
  // Unique per run, so a rerun on the same database finds its own service.
  const name = `Velvet lash lift ${Date.now().toString(36)}`;

  // The overview's Add Service opens the form on the Services tab.
  await page.goto('/merchant/dashboard');
  await page.getByRole('link', { name: 'Add Service' }).first().click();
  await expect(page).toHaveURL(/tab=services/);
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await expect(dialog).toBeVisible();

  // Empty: the spec's alert, nothing sent.
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Service name').fill(name);
  await dialog.getByLabel('Description').fill('A lash lift and tint that lasts six weeks.');
  await dialog.getByLabel('Price (£)', { exact: true }).fill('55');
  await dialog.getByLabel(/Off-peak price/).fill('42.50');
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Category').selectOption('Lashes');
  await dialog.getByLabel('Clean-up time after').selectOption('15 minutes');
  await expect(dialog.getByText("Keeps the team member free after the treatment; customers don't see it.")).toBeVisible();
  await dialog.getByLabel(/Technician name/).fill('Zara');
  await dialog.getByLabel(/Service image/).setInputFiles({ name: 'lash-lift.png', mimeType: 'image/png', buffer: PICTURE_PNG });
  await expect(dialog.getByText('lash-lift.png uploaded.')).toBeVisible();
  await dialog.getByRole('button', { name: '10:00' }).click();
  await dialog.getByRole('button', { name: 'Show More' }).click();
  await dialog.getByRole('button', { name: '18:30' }).click();
  await expectAccessible(page, 'the service form');
  await screenshots(page, 'merchant-service-form');

  await dialog.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your service' });
  await expect(review.getByText('£42.50')).toBeVisible();
  await expect(review.getByText('10:00, 18:30')).toBeVisible();
  await expect(review.getByText('15 minutes')).toBeVisible();
  // Once its opening animation has run: axe reads colours mid-fade as too faint.
  await animationsDone(review);
  await expectAccessible(page, 'the service review');
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText(/Service added/)).toBeVisible();

  // Pending in the list; the search lives in the address.
  await page.getByLabel('Search services').fill(name);
  await expect(page).toHaveURL(/q=Velvet/);
  const table = page.getByRole('table', { name: 'Your services' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending review')).toBeVisible();
  await expect(row.getByText('Off-peak £42.50')).toBeVisible();
  await expect(row.getByText('+15 min clean-up')).toBeVisible();

  // An admin approves it through the API, in a context of their own.
  const mine = await (await page.request.get(`/api/services/me?q=${encodeURIComponent(name)}`)).json();
  const serviceId = mine.items[0].id as string;
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@lull.test');
  expect((await admin.request.post(`/api/admin/services/${serviceId}/approve`, { data: { approved: true } })).status()).toBe(200);
  await admin.close();

  await page.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();
  await expectAccessible(page, 'the services tab');
  await screenshots(page, 'merchant-services');

  // The clean-up time of an approved service changes at once: customers never see it, so nothing waits for review.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Clean-up time after')).toHaveValue('15');
  await edit.getByLabel('Clean-up time after').selectOption('30 minutes');
  await animationsDone(edit);
  await expectAccessible(page, 'the edit with a clean-up time');
  await edit.getByRole('button', { name: 'Review' }).click();
  await expect(review.getByText('(applies at once; customers don\'t see it)')).toBeVisible();
  await animationsDone(review);
  await expectAccessible(page, 'the review of a clean-up time');
  await screenshots(page, 'merchant-service-clean-up-review');
  await review.getByRole('button', { name: 'Submit changes for review' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Service saved.')).toBeVisible();
  await expect(row.getByText('+30 min clean-up')).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByText('Changes under review')).toBeHidden();
  await toastsGone(page);
  await expectAccessible(page, 'the services tab with a clean-up time');

  // Back undoes the search.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=Velvet/);

  // A customer (signed out) finds it at once.
  const customer = await browser.newPage();
  await acceptCookiesUpFront(customer.context());
  await customer.goto(`/services?search=${encodeURIComponent(name)}`);
  await expect(customer.getByText(name).first()).toBeVisible();
  await customer.close();
});

test('a salon under review prepares a service; a rejected one shows why and is resubmitted (decision 040)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await ownerApplies(browser, `Hazel Nails ${Date.now() % 100_000}`);
  await page.goto('/merchant/dashboard?tab=services');
  await expect(page.getByText('Your application is under review')).toBeVisible();
  await expect(page.getByText('You can add and edit your services now: our team reviews each one, and customers can book them once your business is approved.')).toBeVisible();
  await expect(page.getByText('Not bookable yet')).toBeVisible();
  await expect(page.getByText('Our team reviews each service, and customers can book them once your business is approved.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Service name').fill('Prepared BIAB');
  await dialog.getByLabel('Price (£)', { exact: true }).fill('38');
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Category').selectOption('Nails');
  await dialog.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review your service' });
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(review).toBeHidden();
  const row = page.getByRole('table', { name: 'Your services' }).getByRole('row').filter({ hasText: 'Prepared BIAB' });
  await expect(row.getByText('Pending review')).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'the services tab under review');
  await screenshots(page, 'merchant-services-under-review');

  // Our team asks for more; the edit shows why and resubmits.
  const mine = await (await page.request.get('/api/services/me?q=Prepared')).json();
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@lull.test');
  const reason = 'Please say which gel system you use.';
  expect((await admin.request.post(`/api/admin/services/${mine.items[0].id}/approve`, { data: { approved: false, rejection_reason: reason } })).status()).toBe(200);
  await admin.close();
  await page.reload();
  await row.getByRole('button', { name: 'Edit Prepared BIAB' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByText('Why it was not approved:')).toBeVisible();
  await expect(edit.getByText(reason)).toBeVisible();
  await edit.getByLabel('Description').fill('BIAB by The GelBottle, shaped and finished in an hour.');
  await animationsDone(edit);
  await expectAccessible(page, 'a rejected service’s edit');
  await screenshots(page, 'merchant-service-resubmit');
  await edit.getByRole('button', { name: 'Review' }).click();
  await review.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(review).toBeHidden();
  await expect(row.getByText('Pending review')).toBeVisible();
  await page.context().close();
});
