import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, screenshots, signInAs } from './support/fixtures';

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
  // Once its opening animation has run: axe reads colours mid-fade as too faint.
  await review.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
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
