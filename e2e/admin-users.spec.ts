import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, ownerApplies, PHONE, screenshots, signInAs, signUpThroughApi, toastsGone } from './support/fixtures';

async function signInAsDemoAdmin(page: Page): Promise<void> {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
}

/** An axe scan once the toasts have gone. */
async function scan(page: Page, label: string) {
  await toastsGone(page);
  await expectAccessible(page, label);
}

test('an admin disables and enables a customer, grants them credit, handles a contact message and clears notifications', async ({ page, browser }) => {
  // Two browsers, several dialogs and axe scans on a busy 2-core machine.
  test.setTimeout(240_000);
  await signInAsDemoAdmin(page);

  // A customer with an account, signed in in a browser of their own.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  const customerPage = await customerContext.newPage();
  const customer = await signUpThroughApi(customerContext, 'Tamsin');
  await customerPage.goto('/account');
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  // Users: find the customer by email, as the server searches.
  await page.goto('/admin/dashboard?tab=users');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by name, email or city').fill(customer.email);
  await expect(page).toHaveURL(/q=tamsin/);
  const row = users.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('£3.00', { exact: true })).toBeVisible();
  await expect(row.getByText('0 bookings')).toBeVisible();

  // The profile shows every field of the account.
  await row.getByRole('button', { name: 'View Tamsin Tester' }).click();
  const profile = page.getByRole('dialog', { name: 'Tamsin Tester' });
  await expect(profile.getByText('07700 900123')).toBeVisible();
  await expect(profile.getByText('Member since')).toBeVisible();
  await scan(page, 'the user profile');
  await profile.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(profile).toBeHidden();

  // Disable, after a confirmation: the customer's session ends at once and sign-in is refused.
  await row.getByRole('button', { name: 'Disable Tamsin Tester' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Tamsin Tester?' });
  await scan(page, 'the disable confirmation');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('User Disabled')).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();
  expect((await customerPage.request.get('/api/users/me')).status()).toBe(401);
  // Their open account page, reloaded, finds them signed out and asks them to log in again: refused.
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/$/);
  const signIn = customerPage.getByRole('dialog');
  await expect(signIn.getByRole('button', { name: 'Log In' })).toBeVisible();
  await signIn.getByLabel('Email').fill(customer.email);
  await signIn.getByLabel('Password', { exact: true }).fill(customer.password);
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await expect(signIn.getByText('This account has been disabled. Please contact support.')).toBeVisible();

  // The Disabled filter finds them; Enable lets them back in.
  await page.getByLabel('Status').selectOption('disabled');
  await expect(page).toHaveURL(/status=disabled/);
  await expect(row.getByText('Disabled')).toBeVisible();
  await row.getByRole('button', { name: 'Enable Tamsin Tester' }).click();
  await expect(page.getByText('User Enabled')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await expect(row.getByText('Active')).toBeVisible();
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await expect(signIn).toBeHidden();
  await expect(customerPage).toHaveURL(/\/account$/);

  // Grant credit: the shared rules keep Grant off until the amount and reason are right; the preview shows the balance.
  await row.getByRole('button', { name: 'Grant credit to Tamsin Tester' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant Credit' });
  const grantButton = grant.getByRole('button', { name: 'Grant Credit' });
  await expect(grantButton).toBeDisabled();
  await grant.getByLabel('Amount (£)').fill('150');
  await grant.getByLabel('Amount (£)').blur();
  await expect(grant.getByText('Amount must be at most £100.')).toBeVisible();
  await grant.getByLabel('Amount (£)').fill('7.50');
  await expect(grant.getByText(/£7\.50 will be added: new balance £10\.50/)).toBeVisible();
  await grant.getByLabel('Reason').fill('Sorry your salon cancelled');
  await scan(page, 'the grant credit dialog');
  await grantButton.click();
  await expect(page.getByText('Credit Granted')).toBeVisible();
  await expect(grant).toBeHidden();
  await expect(row.getByText('£10.50', { exact: true })).toBeVisible();
  // The whole list again, for the scan and the pictures.
  await page.getByLabel('Search by name, email or city').fill('');
  await expect(page).not.toHaveURL(/q=/);
  // Every account again (newest first: earlier journeys' sign-ups may have pushed the demo accounts to page 2).
  await expect.poll(() => users.getByRole('row').count()).toBeGreaterThan(2);
  await scan(page, 'the users tab');
  await toastsGone(page);
  await screenshots(page, 'admin-users');

  // The customer sees it in their account and in the bell.
  await customerPage.goto('/account');
  await expect(customerPage.getByText('£10.50').first()).toBeVisible();
  await customerPage.getByRole('button', { name: 'Share to earn credit' }).click();
  await expect(customerPage.getByText('Credit from the Lull team: Sorry your salon cancelled')).toBeVisible();
  await expect(customerPage.getByText('+£7.50')).toBeVisible();
  await customerPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(customerPage.getByText('£7.50 credit added').first()).toBeVisible();
  await customerContext.close();

  // Contact: a message sent through the form's API appears, with its acknowledgement, and is marked handled.
  const message = `Can I buy a gift card for my sister? (${Date.now()})`;
  expect((await page.request.post('/api/contact', { data: { name: 'Gina Gifter', email: 'gina@example.com', phone: '+44 7700900456', message } })).status()).toBe(201);
  await page.goto('/admin/dashboard?tab=contact');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  const submissions = page.getByRole('table', { name: 'Contact submissions' });
  const submission = submissions.getByRole('row').filter({ hasText: message });
  await expect(submission).toHaveCount(1);
  await expect(submission.getByText('07700 900456')).toBeVisible();
  await scan(page, 'the contact tab');
  await toastsGone(page);
  await screenshots(page, 'admin-contact');
  await submission.getByRole('button', { name: 'Mark as Handled: message from Gina Gifter' }).click();
  await expect(page.getByText('Submission Handled')).toBeVisible();
  await expect(submission.getByText('Handled', { exact: true })).toBeVisible();
  await page.getByLabel('Show').selectOption('handled');
  await expect(page).toHaveURL(/status=handled/);
  await expect(submission).toHaveCount(1);
  await page.getByLabel('Show').selectOption('pending');
  await expect(submission).toHaveCount(0);

  // Notifications: three for the admin (a salon applying each time; nobody can grant themselves credit), then bulk
  // and single actions.
  const applied = (n: number) => `New business application: Bell Salon ${n}`;
  for (const n of [1, 2, 3]) await ownerApplies(browser, `Bell Salon ${n}`);
  await page.goto('/admin/dashboard?tab=notifications');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  const { unread_count: unread } = (await (await page.request.get('/api/notifications/page')).json()) as { unread_count: number };
  expect(unread).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`${unread} unread`)).toBeVisible();
  await expect(page.getByText(applied(3)).first()).toBeVisible();
  await scan(page, 'the notifications tab');
  await toastsGone(page);
  await screenshots(page, 'admin-notifications');

  // Select all, then mark the selection read.
  await page.getByLabel('Select all').check();
  await page.getByRole('button', { name: 'Mark read', exact: true }).click();
  await expect(page.getByText('Selected notifications marked as read')).toBeVisible();
  await expect(page.getByText('All caught up!')).toBeVisible();

  // Delete two by selection, after a confirmation, then one from its row.
  await page.getByLabel(`Select: ${applied(1)}`).check();
  await page.getByLabel(`Select: ${applied(2)}`).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete 2 notifications?' });
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Selected notifications deleted')).toBeVisible();
  await expect(page.getByText(applied(1))).toHaveCount(0);
  await page.getByRole('button', { name: `Delete: ${applied(3)}` }).click();
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(page.getByText(applied(3))).toHaveCount(0);

  // A new one arrives; the Unread filter shows it alone, and Mark All Read clears it.
  await ownerApplies(browser, 'Bell Salon 4');
  await page.getByRole('button', { name: 'Unread' }).click();
  await expect(page).toHaveURL(/filter=unread/);
  await expect(page.getByText(applied(4)).first()).toBeVisible();
  await expect(page.getByText('1 unread')).toBeVisible();
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByText('All caught up!')).toBeVisible();
  await expect(page.getByText('No unread notifications.')).toBeVisible();

  // The header bell's View All Notifications leads an admin here.
  await page.goto('/admin/dashboard?tab=users');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=notifications$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();

  // On a phone the tables become cards and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard?tab=users');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
