import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, PHONE, screenshots, signInAs } from './support/fixtures';

interface Analytics {
  from: string;
  to: string;
  days: { date: string; bookings_made: number }[];
  totals: { paid_bookings: number; bookings_made: number; platform_revenue: number; gross_booking_value: number };
  top_services: { name: string }[];
}

async function signInAsDemoAdmin(page: Page) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
}

/** The API's answer for a period: specs before this one may have made bookings, so the screen is checked against it. */
async function figures(page: Page, query: string): Promise<Analytics> {
  const response = await page.request.get(`/api/admin/analytics${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Analytics;
}

const money = (pounds: number) => `£${(Math.round(pounds * 100) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
/** A figure card by its label alone (hints such as '8 paid bookings at an off-peak price' repeat the words). */
const card = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Figures for the period' }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test('an admin reads the analytics from the demo bookings, changes the period, on desktop and phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemoAdmin(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/dashboard?tab=analytics');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();

  // The last 30 days by default: the cards say what the server counted.
  const month = await figures(page, '');
  expect(month.days).toHaveLength(30);
  // The demo diary's paid bookings were made when the demo was seeded, inside the default period.
  expect(month.totals.paid_bookings).toBeGreaterThan(0);
  await expect(card(page, 'Paid bookings')).toContainText(String(month.totals.paid_bookings));
  await expect(card(page, 'Platform revenue')).toContainText(money(month.totals.platform_revenue));
  await expect(card(page, 'Gross booking value')).toContainText(money(month.totals.gross_booking_value));
  await expect(card(page, 'Hold-to-paid conversion')).toContainText(/\d+(\.\d)?%/);

  // Both charts are drawn, each with a table of every day for screen readers.
  const bookingsChart = page.getByRole('figure', { name: 'Bookings per day' });
  await expect(bookingsChart.locator('[data-testid="bookings-chart-drawing"] .recharts-wrapper > svg')).toBeVisible();
  await expect(bookingsChart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  const bookingsTable = bookingsChart.getByRole('table', { name: 'Bookings per day, by day' });
  await expect(bookingsTable.getByRole('row')).toHaveCount(31);
  await expect(bookingsChart).toContainText(`${month.totals.bookings_made} made, ${month.totals.paid_bookings} paid over 30 days`);
  await expect(page.getByRole('figure', { name: 'Platform revenue per day' }).getByRole('table')).toBeAttached();

  // The top services, as the server ranked them.
  const topServices = page.getByRole('table', { name: 'Top 5 services by paid bookings' });
  // The first body row (the header row is hidden while the table is shown as cards).
  await expect(topServices.locator('tbody tr').first()).toContainText(month.top_services[0]!.name);
  await expect(topServices.locator('tbody tr')).toHaveCount(month.top_services.length);
  await expectAccessible(page, 'the analytics tab');

  // Last 7 days: the address keeps the period, the table lists 7 days.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bookingsTable.getByRole('row')).toHaveCount(8);
  const week = await figures(page, `?from=${month.days[23]!.date}&to=${month.to}`);
  await expect(card(page, 'Bookings made')).toContainText(String(week.totals.bookings_made));

  // A start after the end is refused before asking the server.
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');

  // A period long before the demo: empty, said in words.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText('No bookings in this period')).toBeVisible();
  await expect(card(page, 'Paid bookings')).toContainText('0');
  await expect(card(page, 'Cancellation rate')).toContainText('–');
  await expectAccessible(page, 'an empty period');

  // Back to the default, on a phone: nothing scrolls sideways, still accessible.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).not.toHaveURL(/from=|days=/);
  await expect(bookingsTable.getByRole('row')).toHaveCount(31);
  await page.setViewportSize(PHONE);
  await expect(bookingsChart.locator('.recharts-wrapper > svg')).toBeVisible();
  // The charts redraw at the phone's width once they notice the resize.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'the analytics tab on a phone');
  await screenshots(page, 'admin-analytics');
});
