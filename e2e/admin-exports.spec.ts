import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, PHONE, screenshots, signInAs, toastsGone, snap } from './support/fixtures';

async function signInAsDemoAdmin(page: Page) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
}

/** Today in London, as the file is named. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** What the server would export now: specs before this one may have added rows, so the screen is checked against it. */
async function countOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/admin/export/${path}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** The saved file's records (the demo's cells hold no line breaks), header first. */
async function linesOf(download: Download): Promise<string[]> {
  const text = await readFile(await download.path(), 'utf8');
  // UTF-8's byte-order mark first, so Excel reads accented names as written.
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

/** Clicks an export button and waits for both the file and the success toast. */
async function exportWith(page: Page, button: string, kind: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toBe(`${kind}-${londonToday()}.csv`);
  await expect(page.getByText('Export Successful')).toBeVisible();
  return download;
}

test('an admin exports bookings, users and merchants from Analytics, and the Merchants tab exports what its filter shows', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemoAdmin(page);
  await page.setViewportSize(DESKTOP);

  // Analytics: the three exports, each a file named for today in London, with its header and every row.
  await page.goto('/admin/dashboard?tab=analytics');
  await expect(page.getByRole('heading', { name: 'Export data' })).toBeVisible();
  await toastsGone(page);
  // The panel itself (the Analytics tab around it is its owner's journey to scan).
  const panel = await new AxeBuilder({ page }).include('section[aria-labelledby="export-panel-heading"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(panel.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  const bookings = await countOf(page, 'bookings/count');
  expect(bookings).toBeGreaterThan(0);
  const bookingsFile = await linesOf(await exportWith(page, 'Export Bookings', 'bookings'));
  expect(bookingsFile[0]).toBe(
    'Booking ID,Customer,Customer Email,Customer ID,Merchant,Merchant ID,Service,Service ID,Amount,Date,Time,Status,Created,' +
      'Price,Discount,Booking Fee,Credit,Card,Processing Fee,Salon Payout,Refunded,Payout Reference',
  );
  expect(bookingsFile).toHaveLength(bookings + 1);
  await expect(page.getByText(`Exported ${bookings.toLocaleString('en-GB')} ${bookings === 1 ? 'booking' : 'bookings'} to CSV`)).toBeVisible();
  await toastsGone(page);

  const usersFile = await linesOf(await exportWith(page, 'Export Users', 'users'));
  expect(usersFile[0]).toBe('User ID,First Name,Last Name,Email,Phone,City,Role,Status,Credit Balance,Bookings,Total Spent,Marketing Consent,Joined');
  expect(usersFile.some((line) => line.includes('admin@lull.test'))).toBe(true);
  // Never a password hash or a session token.
  expect(usersFile.join('\n')).not.toMatch(/argon2|\$2[aby]\$/);
  await toastsGone(page);

  // Merchants tab: a search that finds nothing says so without a download.
  await page.goto('/admin/dashboard?tab=merchants&q=no-such-salon-anywhere');
  await expect(page.getByText('No merchants match your search criteria')).toBeVisible();
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Export Failed')).toBeVisible();
  await expect(page.getByText('No merchants to export')).toBeVisible();
  expect(downloads).toBe(0);
  await toastsGone(page);

  // The Verified filter: the file holds the verified businesses the table lists, and only those.
  await page.goto('/admin/dashboard?tab=merchants&status=verified');
  await expect(page.getByRole('table', { name: 'Merchants' }).getByRole('row').nth(1)).toBeVisible();
  const verified = await countOf(page, 'merchants/count?status=verified');
  const merchantsFile = await linesOf(await exportWith(page, 'Export CSV', 'merchants'));
  expect(merchantsFile[0]).toBe(
    'Merchant ID,Business,Contact Person,Email,Owner Email,Phone,Category,Services,Address Line 1,Address Line 2,City,Postcode,Status,Paused,Applied,Approved',
  );
  expect(merchantsFile).toHaveLength(verified + 1);
  expect(merchantsFile.slice(1).every((line) => line.includes(',Verified,No,'))).toBe(true);
  await expect(page.getByText(`Exported ${verified} ${verified === 1 ? 'merchant' : 'merchants'} to CSV`)).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'the merchants tab with Export CSV');
  await screenshots(page, 'admin-exports-merchants');

  // On a phone: the panel's buttons wrap and still download.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard?tab=analytics');
  await expect(page.getByRole('heading', { name: 'Export data' })).toBeVisible();
  const phoneFile = await linesOf(await exportWith(page, 'Export Merchants', 'merchants'));
  expect(phoneFile.length).toBeGreaterThan(1);
  await toastsGone(page);
  await page.getByRole('heading', { name: 'Export data' }).scrollIntoViewIfNeeded();
  await snap(page, 'admin-exports-panel-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('heading', { name: 'Export data' }).scrollIntoViewIfNeeded();
  await snap(page, 'admin-exports-panel-desktop');
});
