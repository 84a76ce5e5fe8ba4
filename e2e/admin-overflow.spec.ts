import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, DESKTOP, expectAccessible, PHONE, screenshots, signInAs } from './support/fixtures';

// Whatever people type, no admin table or card is wider than a phone's screen (decision 042).
const LONG_FIRST = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
const LONG_LAST = 'Schaferswessenschafewarenwohlgepflegeundsorgfaltigkeitbeschutzen';

/**
 * The page is no wider than the screen (a phone's unless told), and nothing in a table reaches past its right edge (a table's
 * frame clips what overflows it, so the page's width alone would not show a cut-off button).
 */
async function fitsTheScreen(page: Page, where: string, width: number = PHONE.width) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    // A table only screen readers read (a chart's figures) sits clipped inside an sr-only box: not on the screen.
    tables: Math.max(
      0,
      ...Array.from(document.querySelectorAll('table, table *'))
        .filter((element) => element.closest('.sr-only') === null)
        .map((element) => element.getBoundingClientRect().right),
    ),
  }));
  expect(widths.page, `${where}: the page's width`).toBeLessThanOrEqual(width);
  expect(widths.body, `${where}: the body's width`).toBeLessThanOrEqual(width);
  expect(widths.tables, `${where}: the tables' right edge`).toBeLessThanOrEqual(width);
}

test('on a phone, a very long unbroken name keeps every admin tab inside the screen, Mark Complete and the amounts included', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  const email = `overflow.${Date.now()}@example.com`;
  const registered = await customerContext.request.post('/api/auth/register', {
    headers: { 'X-Forwarded-For': `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { email, password: 'a-good-password', first_name: LONG_FIRST, last_name: LONG_LAST, phone: '+44 7700900123', city: 'London', gdpr_consent: true, marketing_consent: false },
  });
  expect(registered.status()).toBe(201);
  const { bookingId } = await bookAndPayThroughApi(customerContext, { daysAhead: 2, credits: 3 });
  // Cancelled days ahead: a refund request with the customer's name and the amounts to refund.
  expect((await customerContext.request.post(`/api/bookings/${bookingId}/cancel`)).status()).toBe(200);
  await customerContext.close();

  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.setViewportSize(PHONE);

  // Bookings: the row's card shows the whole name, wrapped, and its amount.
  await page.goto(`/admin/dashboard?tab=bookings&q=${encodeURIComponent(email)}`);
  const bookings = page.getByRole('table', { name: 'Bookings' });
  await expect(bookings.getByText(LONG_FIRST, { exact: false })).toBeVisible();
  await fitsTheScreen(page, 'Bookings');
  await expectAccessible(page, 'a booking with a very long name on a phone');
  await screenshots(page, 'admin-overflow-bookings');
  // On a desktop the long name wraps inside its column, and the Status column stays on the screen.
  await fitsTheScreen(page, 'Bookings on a desktop', DESKTOP.width);
  await expect(bookings.getByText('Cancelled', { exact: true })).toBeInViewport();
  await page.setViewportSize(PHONE);

  // Refunds: Mark Complete and the amounts sit inside the screen.
  await page.goto(`/admin/dashboard?tab=bookings&view=refunds&q=${encodeURIComponent(email)}`);
  const refunds = page.getByRole('table', { name: 'Refund requests' });
  const markComplete = refunds.getByRole('button', { name: /^Mark Complete/ });
  await expect(markComplete).toBeVisible();
  await fitsTheScreen(page, 'Refunds');
  const box = await markComplete.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const amount = refunds.getByText('£3.00', { exact: true }).first();
  const amountBox = await amount.boundingBox();
  expect(amountBox!.x + amountBox!.width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'a refund with a very long name on a phone');
  await screenshots(page, 'admin-overflow-refunds');
  await fitsTheScreen(page, 'Refunds on a desktop', DESKTOP.width);
  await expect(markComplete).toBeInViewport();
  await page.setViewportSize(PHONE);

  // Users: the same name in the list.
  await page.goto(`/admin/dashboard?tab=users&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('table', { name: 'Users' }).getByText(LONG_FIRST, { exact: false })).toBeVisible();
  await fitsTheScreen(page, 'Users');

  // Every other tab, as it first shows.
  for (const tab of ['overview', 'merchants', 'services', 'payouts', 'analytics', 'contact', 'notifications', 'audit', 'reviews']) {
    await page.goto(`/admin/dashboard?tab=${tab}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await fitsTheScreen(page, tab);
  }
});
