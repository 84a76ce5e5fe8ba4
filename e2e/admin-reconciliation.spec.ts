import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, PHONE, screenshots, signInAs } from './support/fixtures';

interface Reconciliation {
  totals: { bookings: number; money_in: number; owed_to_salons: number; held_for_appointments: number; difference: number };
  differences: unknown[];
}

const money = (pounds: number) => `£${(Math.round(pounds * 100) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

/** The server's answer for the period on screen: specs before this one may have paid for bookings. */
async function reconciliation(page: Page, from: string, to: string): Promise<Reconciliation> {
  const response = await page.request.get(`/api/admin/reconciliation?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Reconciliation;
}

const londonDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('an admin reconciles the demo bookings: every penny in is somewhere the records say, by day and in total', async ({ page }) => {
  test.setTimeout(180_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/dashboard?tab=overview');
  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/tab=reconciliation/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Reconciliation' })).toBeVisible();

  // The last 30 days by default; the demo diary's bookings were paid when it was seeded.
  const month = await reconciliation(page, londonDay(-29), londonDay(0));
  expect(month.totals.bookings).toBeGreaterThan(0);
  expect(month.totals.difference).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'Difference £0.00.' })).toContainText(`Every penny of the ${month.totals.bookings} bookings paid in this period is accounted for.`);
  const moneyIn = page.getByRole('region', { name: 'Money in' });
  await expect(moneyIn.getByText('Total in').locator('xpath=following-sibling::dd')).toHaveText(money(month.totals.money_in));
  const now = page.getByRole('region', { name: 'Where it is now' });
  await expect(now.getByText('Held for appointments').locator('xpath=ancestor::div[1]/dd')).toHaveText(money(month.totals.held_for_appointments));
  const byDay = page.getByRole('table', { name: 'Reconciliation by day' });
  await expect(byDay.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings that do not add up' })).toHaveCount(0);
  await expectAccessible(page, 'the reconciliation tab');
  await screenshots(page, 'admin-reconciliation');

  // Another period, kept in the address: the last 7 days.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  const week = await reconciliation(page, londonDay(-6), londonDay(0));
  await expect(page.getByRole('status')).toContainText(`Difference ${money(week.totals.difference)}.`);
  await expect(moneyIn.getByText('Total in').locator('xpath=following-sibling::dd')).toHaveText(money(week.totals.money_in));

  // On a phone the day table becomes cards and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'the reconciliation tab on a phone');
});

test("an admin opens a salon's payout history and statements from the Payouts tab", async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/dashboard?tab=payouts');
  const first = page.getByRole('link', { name: /^Payouts and statements of / }).first();
  const business = ((await first.getAttribute('aria-label')) ?? '').replace('Payouts and statements of ', '');
  await first.click();
  await expect(page).toHaveURL(/\/merchant\/payment-settings\?merchant_id=/);
  await expect(page.getByText(`${business}: its bank accounts, payout schedule, payouts and statements.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Payouts' })).toHaveAttribute('href', '/admin/dashboard?tab=payouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Statement' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement lines' }).or(page.getByText('Nothing was settled, paid out or adjusted in these days.'))).toBeVisible();
  await expectAccessible(page, "a salon's payment settings as an admin");
});
