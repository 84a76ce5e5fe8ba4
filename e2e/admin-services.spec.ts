import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, screenshots, signInAs, signUpThroughApi } from './support/fixtures';

/** Once a dialog's opening animation has run: axe reads colours mid-fade as too faint. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

test('an admin reviews salon services from the Overview and the Services tab; a customer books the approved one, the owner reads the rejection', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const approvedName = `Silk brow lamination ${run}`;
  const rejectedName = `Glitter lash wash ${run}`;
  const createdName = `Admin made facial ${run}`;
  const reason = `Please add a photo of your own work ${run}`;

  // A demo salon's owner (not merchant@lull.test, whose diary other journeys read) adds two services: both wait for review.
  const owner = await browser.newContext();
  await acceptCookiesUpFront(owner);
  await signInAs(owner, 'owner@stillwater-wellness.lull.test');
  const add = async (name: string) => {
    const response = await owner.request.post('/api/services', {
      data: { name, description: 'Shaped, set and tinted brows that last six weeks.', price: 55, off_peak_price: 42.5, duration: 45, category: 'Brows', materials: '', technician_name: 'Zara', image_url: '', availability_schedule: '' },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; merchant_id: string };
  };
  const approved = await add(approvedName);
  await add(rejectedName);

  // The admin's Overview: seven figures, each a link to its tab; the first pending services and merchants.
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/dashboard');
  const figures = page.getByRole('list', { name: 'Platform figures' });
  await expect(figures.getByRole('link')).toHaveCount(7);
  await expect(figures.getByRole('link', { name: /Revenue/ })).toContainText('£');
  await expect(figures.getByRole('link', { name: /Pending Services/ })).toHaveAttribute('href', '/admin/dashboard?tab=services&status=pending');
  const pendingServices = page.getByRole('region', { name: 'Pending Services' });
  await expect(pendingServices.getByRole('link').filter({ hasNotText: 'View all' }).first()).toBeVisible();
  await expectAccessible(page, 'the admin overview');
  await screenshots(page, 'admin-overview');

  // A pending service in the overview's list opens its details on the Services tab.
  const firstPending = pendingServices.getByRole('link').filter({ hasNotText: 'View all' }).first();
  const firstName = ((await firstPending.locator('span span').first().innerText()) || '').replace(/ \(edit\)$/, '');
  await firstPending.click();
  await expect(page).toHaveURL(/tab=services&service=[0-9a-f-]{36}/);
  const firstDetails = page.getByRole('dialog', { name: firstName });
  await expect(firstDetails.getByText('Performance Metrics')).toBeVisible();
  await firstDetails.getByRole('button', { name: 'Close' }).first().click();
  await expect(firstDetails).toBeHidden();

  // The Pending Services card opens the Services tab filtered to pending, where the salon's two services wait.
  await page.goto('/admin/dashboard');
  await figures.getByRole('link', { name: /Pending Services/ }).click();
  await expect(page).toHaveURL(/tab=services&status=pending/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  const table = page.getByRole('table', { name: 'Services' });
  await page.getByLabel('Search by service, merchant or category').fill(run);
  await expect(page).toHaveURL(new RegExp(`q=${run}`));
  await expect(table.getByRole('row').filter({ hasText: run })).toHaveCount(2);
  const approvedRow = table.getByRole('row').filter({ hasText: approvedName });
  await expect(approvedRow.getByText('Off-peak £42.50')).toBeVisible();
  await expect(approvedRow.getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the services tab');
  await screenshots(page, 'admin-services');

  // View opens the details modal; Approve there gives the spec's toast.
  await approvedRow.getByRole('button', { name: `View ${approvedName}` }).click();
  const details = page.getByRole('dialog', { name: approvedName });
  await expect(details.getByText('Merchant & Provider')).toBeVisible();
  await expect(details.getByText('Recent Bookings')).toBeVisible();
  await expect(details.getByText('No bookings yet.')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the service details');
  await screenshots(page, 'admin-service-details');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Service Approved')).toBeVisible();
  await expect(page.getByText('Service has been successfully approved and is now live.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  // The toast has gone by itself before the next check (axe reads a toast mid-fade as too faint).
  await expect(page.getByText('Service Approved')).toBeHidden({ timeout: 15_000 });

  // Reject the other with Other and a custom reason (with its counter).
  const rejectedRow = table.getByRole('row').filter({ hasText: rejectedName });
  await rejectedRow.getByRole('button', { name: `Reject ${rejectedName}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${rejectedName}` });
  await reject.getByLabel('Rejection reason').selectOption('Other');
  await expect(reject.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await reject.getByLabel('Custom reason').fill(reason);
  await expect(reject.getByText(`${reason.length}/100 characters`)).toBeVisible();
  await reject.getByLabel(/Admin notes/).fill('Stock photo used.');
  await settled(page);
  await expectAccessible(page, 'the reject dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejection Successful')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(page.getByText('Rejection Successful')).toBeHidden({ timeout: 15_000 });
  // Neither waits any more.
  await expect(table.getByRole('row').filter({ hasText: run })).toHaveCount(0);

  // The owner reads the reason in the dashboard's services section.
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/merchant/dashboard?tab=services&q=${encodeURIComponent(rejectedName)}`);
  const ownerRow = ownerPage.getByRole('table', { name: 'Your services' }).getByRole('row').filter({ hasText: rejectedName });
  await expect(ownerRow.getByText(reason)).toBeVisible();
  await expect(ownerRow.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(ownerRow.getByText('Stock photo used.')).toHaveCount(0);
  await owner.close();

  // A customer finds the approved service and books it as far as its price.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  await signUpThroughApi(customerContext, 'Cleo');
  const customer = await customerContext.newPage();
  await customer.setViewportSize(DESKTOP);
  await customer.goto(`/services?search=${encodeURIComponent(approvedName)}`);
  await expect(customer.getByText(approvedName).first()).toBeVisible();
  await expect(customer.getByText(rejectedName)).toHaveCount(0);
  await customer.getByRole('link', { name: new RegExp(`^Book ${approvedName}`) }).first().click();
  await expect(customer).toHaveURL(new RegExp(`/booking/${approved.id}$`));
  await expect(customer.getByRole('heading', { level: 1 })).toContainText(approvedName);
  const dates = customer.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  let picked = false;
  for (let i = 1; i < 14 && !picked; i += 1) {
    await dates.nth(i).click();
    const times = customer.getByRole('list', { name: /^Free times/ }).getByRole('button');
    await expect(customer.getByRole('list', { name: /^Free times/ }).or(customer.getByText('No free times on this day'))).toBeVisible();
    if ((await times.count()) > 0) {
      await times.first().click();
      picked = true;
    }
  }
  expect(picked, 'a free time within 14 days').toBe(true);
  const summary = customer.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText(/£(55\.00|42\.50)/).first()).toBeVisible();
  await expect(summary.getByText('Off-Peak Booking Fee')).toBeVisible();
  await customerContext.close();

  // Create Service for an approved business: the button waits for the required fields.
  await page.goto('/admin/dashboard?tab=services');
  await page.getByRole('button', { name: 'Create Service' }).click();
  const create = page.getByRole('dialog', { name: 'Create Service' });
  const submit = create.getByRole('button', { name: 'Create Service' });
  await expect(submit).toBeDisabled();
  await expect(create.getByLabel('Merchant').locator(`option[value="${approved.merchant_id}"]`)).toHaveCount(1);
  await create.getByLabel('Merchant').selectOption(approved.merchant_id);
  await create.getByLabel('Service name').fill(createdName);
  await create.getByLabel('Price (£)', { exact: true }).fill('60');
  await create.getByLabel(/Off-peak price/).fill('45');
  await create.getByLabel('Duration (minutes)').fill('50');
  await create.getByLabel('Category').selectOption('Skincare');
  await create.getByLabel(/Provider name/).fill('Lull Partners Ltd');
  await expect(submit).toBeEnabled();
  await settled(page);
  await expectAccessible(page, 'the create service dialog');
  await submit.click();
  await expect(page.getByText('Service Created')).toBeVisible();
  await expect(page.getByText('New service has been successfully created.')).toBeVisible();
  await expect(create).toBeHidden();
  await page.getByLabel('Search by service, merchant or category').fill(createdName);
  const createdRow = table.getByRole('row').filter({ hasText: createdName });
  await expect(createdRow.getByText('Approved', { exact: true })).toBeVisible();
  await expect(createdRow.getByText('Off-peak £45.00')).toBeVisible();
});

test('an admin deactivates a service after a confirmation, customers stop finding it, and Activate brings it back (decision 042)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Hot stone massage ${Date.now().toString(36)}`;
  const owner = await browser.newContext();
  await acceptCookiesUpFront(owner);
  await signInAs(owner, 'owner@stillwater-wellness.lull.test');
  const added = await owner.request.post('/api/services', {
    data: { name, description: 'Warm basalt stones and a slow massage.', price: 60, off_peak_price: null, duration: 60, category: 'Massage', materials: '', technician_name: '', image_url: '', availability_schedule: '' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const serviceId = (await added.json()).id as string;

  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  expect((await page.request.post(`/api/admin/services/${serviceId}/approve`, { data: { approved: true } })).status()).toBe(200);
  const listed = async () => ((await (await page.request.get(`/api/services?search=${encodeURIComponent(name)}`)).json()).services as { name: string }[]).map((service) => service.name);
  await expect.poll(listed).toEqual([name]);

  await page.goto(`/admin/dashboard?tab=services&q=${encodeURIComponent(name)}`);
  const row = page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toContainText('Customers can no longer book it. Bookings already made stay as they are.');
  await settled(page);
  await expectAccessible(page, 'the Deactivate dialog');
  await screenshots(page, 'admin-service-deactivate');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Service Deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect.poll(listed).toEqual([]);
  const told = ((await (await owner.request.get('/api/notifications')).json()) as { type: string; message: string }[]).find((notice) => notice.type === 'service_deactivated');
  expect(told?.message).toContain(`Our team deactivated ${name}`);

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  await page.getByRole('dialog', { name: `Activate ${name}?` }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Service Activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect.poll(listed).toEqual([name]);
  await owner.close();
});
