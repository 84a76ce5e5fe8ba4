import { expect, test } from '@playwright/test';
import { PHONE, acceptCookiesUpFront, expectAccessible, screenshots, signInAs, signUpThroughApi, snap } from './support/fixtures';

const staticPages = [
  { path: '/about', heading: 'How it Works' },
  { path: '/faqs', heading: /Frequently Asked Questions/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/privacy-policy', heading: /Privacy/ },
];

for (const { path, heading } of staticPages) {
  test(`${path} has real content inside the shell and passes axe`, async ({ page }) => {
    await acceptCookiesUpFront(page.context());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('the terms state the constants customers rely on', async ({ page }) => {
  await page.goto('/terms');
  const text = await page.locator('main').innerText();
  for (const fact of ['£5', '24 hours', '18', '12 months', '7 years']) expect(text).toContain(fact);
});

test('the footer links to every page the spec lists', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/faqs', '/terms', '/privacy-policy', '/merchant/onboarding', '/about']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
});

test('an unknown address shows a real 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expectAccessible(page, 'the 404 page');
});

test('Complete Your Profile asks a signed-out visitor to sign up first', async ({ page }) => {
  await acceptCookiesUpFront(page.context());
  await page.goto('/register?ref=FRIEND12');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: /sign up/i }).first()).toBeVisible();
  await expectAccessible(page, 'the complete-profile page');
});

test('signed-out visitors are sent home from pages that need an account', async ({ page }) => {
  await page.goto('/my-bookings');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer sees Access Restricted on the admin dashboard and no admin links', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await signUpThroughApi(context, 'Cleo');
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Access Restricted')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu for Cleo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Merchant Dashboard' })).toHaveCount(0);
});

test('the admin demo account sees both dashboards in the menu', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await signInAs(context, 'admin@lull.test');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu for Ada' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Merchant Dashboard' })).toBeVisible();
});

test('a merchant’s bar offers its dashboard, and on a phone the calendar icon opens its salon calendar (decision 040)', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await signInAs(context, 'merchant@lull.test');
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link', { name: 'Merchant Dashboard' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'List My Business' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.getByRole('banner').getByRole('link', { name: 'Salon calendar' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard\?tab=calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar' }).first()).toBeVisible();
  await expectAccessible(page, 'the salon calendar from the phone header');
});

test('Payment Settings tells an admin with no business so once, and a customer it needs merchant privileges (decision 040)', async ({ browser }) => {
  const admin = await browser.newContext();
  await acceptCookiesUpFront(admin);
  await signInAs(admin, 'admin@lull.test');
  const page = await admin.newPage();
  await page.goto('/merchant/payment-settings');
  await expect(page.getByText('Payment settings belong to a business. Your admin account has none: payouts to salons are in the Admin Dashboard.')).toBeVisible();
  await expect(page.getByText('This account has no business yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
  await expectAccessible(page, 'Payment Settings for an admin');
  await screenshots(page, 'payment-settings-admin');
  await page.getByRole('link', { name: 'Go to the Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await admin.close();

  const customer = await browser.newContext();
  await acceptCookiesUpFront(customer);
  await signUpThroughApi(customer, 'Cleo');
  const customerPage = await customer.newPage();
  await customerPage.goto('/merchant/payment-settings');
  await expect(customerPage.getByText('You need merchant privileges to access this page')).toBeVisible();
  await customer.close();
});

test('the notification bell shows the welcome credit and marks it read', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await signUpThroughApi(context, 'Nell');
  await page.goto('/');
  const bell = page.getByRole('button', { name: /notifications/i });
  await bell.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Welcome to Lull: £3 credit added').first()).toBeVisible();
  await expectAccessible(page, 'the notification panel');
  await panel.getByRole('button', { name: /mark.*read/i }).first().click();
  await expect(panel.getByRole('button', { name: /mark.*read/i })).toHaveCount(0);
});

test('home page on a phone and a desktop', async ({ browser }) => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `home on a ${viewport.name}`);
    await snap(page, `home-${viewport.name}`, { fullPage: true });
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'How it Works' }).last()).toBeVisible();
      await snap(page, 'mobile-menu');
    }
    await context.close();
  }
});
