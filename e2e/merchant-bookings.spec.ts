import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, screenshots, signInAs } from './support/fixtures';

const COMPLETED = 'Booking completed successfully! Revenue has been added to your balance.';

async function signInAsDemoMerchant(page: Page) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'merchant@lull.test');
}

const balance = async (page: Page) => ((await (await page.request.get('/api/merchants/me')).json()) as { merchant_revenue_balance: number }).merchant_revenue_balance;
const pounds = (value: number) => `£${value.toFixed(2)}`;

test('the demo salon runs its day: overview, bookings to settle, a completed appointment paid into the balance, and the calendar', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);

  await page.goto('/merchant/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const before = await balance(page);
  await expect(page.getByText(pounds(before))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /1 service is under review/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /1 service needs revision/ })).toBeVisible();
  await expectAccessible(page, 'the dashboard overview');
  await screenshots(page, 'merchant-overview');

  // Bookings: the filter lives in the address, so Back and a shared link work.
  await page.getByRole('link', { name: 'View all bookings' }).click();
  await expect(page).toHaveURL(/tab=bookings/);
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  const table = page.getByRole('table', { name: 'Your bookings' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(0);
  await expectAccessible(page, 'the bookings tab');
  await screenshots(page, 'merchant-bookings');

  // An appointment that has happened: open it, see who and what, and mark it completed.
  const waiting = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Mark completed' }) }).first();
  await waiting.getByRole('button', { name: /^View booking/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Your payout')).toBeVisible();
  await expect(details.getByRole('link', { name: /@example\.com/ })).toBeVisible();
  await expectAccessible(page, 'a booking in full');
  const payout = Number((await details.getByText('Your payout').locator('xpath=following-sibling::dd').innerText()).replace('£', ''));
  const serviceName = await details.getByRole('heading').first().innerText();
  await details.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText(COMPLETED)).toBeVisible();
  await expect(details.getByText('Completed', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await balance(page)).toBeCloseTo(before + payout, 2);

  // Back on the overview the balance has the payout in it.
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText(pounds(before + payout))).toBeVisible();

  // Payments: the newest revenue entry is this booking's payout.
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Payments' }).click();
  const newest = page.getByRole('table', { name: 'Revenue entries' }).getByRole('row').nth(1);
  await expect(newest).toContainText(serviceName);
  await expect(newest).toContainText(`+${pounds(payout)}`);

  // The calendar: this week, each appointment a button that opens its details from the keyboard.
  await page.goto('/merchant/dashboard?tab=calendar&view=week');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible();
  const appointment = page.getByRole('button', { name: /^\d\d:\d\d to \d\d:\d\d, / }).first();
  await expect(appointment).toBeVisible();
  await appointment.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('Your payout')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expectAccessible(page, 'the calendar');
  await screenshots(page, 'merchant-calendar');
});

test('on a phone the sections are in a drawer', async ({ page }) => {
  await signInAsDemoMerchant(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/merchant/dashboard?tab=bookings');
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
  await page.getByRole('button', { name: 'Bookings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard sections' });
  await drawer.getByRole('link', { name: 'Calendar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/tab=calendar/);
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible();
});
