import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, signUpThroughApi } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Full-page screenshots at phone and desktop sizes, ending back at desktop size. */
async function screenshots(page: Page, name: string) {
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    // From the top with nothing focused, so the sticky header and skip link sit where a visitor first sees them.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true });
  }
}

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('book an off-peak time, find it in My Bookings, then cancel it', async ({ page, context }) => {
  await signUpThroughApi(context, 'Bea');
  await page.setViewportSize(DESKTOP);

  // A demo business's service with an off-peak price, opened from the services listing.
  await page.goto('/services');
  const row = page
    .getByRole('list', { name: /^Services at / })
    .locator(':scope > li')
    .filter({ hasText: 'off-peak' })
    .first();
  const serviceName = (await row.getByRole('link', { name: /^Book / }).innerText()).replace(/^Book\s*/, '').trim();
  await row.getByRole('link', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book');
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');

  // 14 dates; pick one at least two days ahead (so it can be cancelled) with an off-peak time.
  const dates = page.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  await expect(dates).toHaveCount(14);
  let picked = false;
  for (let i = 2; i < 14 && !picked; i += 1) {
    await dates.nth(i).click();
    await expect(dates.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const offPeak = page.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: /off-peak price/ });
    await expect(page.getByRole('list', { name: /^Free times/ }).or(page.getByText('No free times on this day'))).toBeVisible();
    if ((await offPeak.count()) > 0) {
      await offPeak.first().click();
      await expect(offPeak.first()).toHaveAttribute('aria-pressed', 'true');
      picked = true;
    }
  }
  expect(picked, 'an off-peak time within 14 days').toBe(true);

  const summary = page.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText('Off-Peak Booking Fee')).toBeVisible();
  await expect(summary.getByText('£5.00')).toBeVisible();
  await expect(summary.getByText('Off-peak discount')).toBeVisible();

  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();

  // Terms through the modal's I Agree.
  await page.getByRole('button', { name: 'Read the booking terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Booking terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'I Agree' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /booking terms/ })).toBeChecked();

  // Some businesses have a policy of their own: that needs agreeing to as well.
  const policy = page.getByRole('checkbox', { name: /booking policy/ });
  if (await policy.isVisible()) {
    await expect(bookNow).toBeDisabled();
    await policy.check();
  }
  await page.getByRole('textbox', { name: /Special requests/ }).fill('Sensitive skin, please.');
  await expect(bookNow).toBeEnabled();

  await expectAccessible(page, 'the booking page');
  await screenshots(page, 'booking');

  await bookNow.click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByText('Your time is held for 5 minutes')).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('Manage your appointments')).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming Appointments' });
  const card = upcoming.getByRole('article').filter({ hasText: serviceName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute('href', /^\/payment\/[0-9a-f-]{36}\?timer=true$/);

  await expectAccessible(page, 'My Bookings');
  await screenshots(page, 'my-bookings');

  // Cancel: the dialog says the hold is released; the booking moves to Past as cancelled.
  await card.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm.getByText(/your hold is released/)).toBeVisible();
  await expectAccessible(page, 'the cancel dialog');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Booking cancelled. Refund will be processed shortly.')).toBeVisible();

  const past = page.getByRole('region', { name: 'Past Appointments' });
  const cancelled = past.getByRole('article').filter({ hasText: serviceName });
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByText('Cancelled')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(upcoming.getByRole('article').filter({ hasText: serviceName })).toHaveCount(0);
  await screenshots(page, 'my-bookings-cancelled');
});

test('the older booking address honours from=merchant, and an unknown service says so', async ({ page, context }) => {
  await signUpThroughApi(context, 'Cal');
  await page.goto('/services');
  const href = await page.getByRole('link', { name: /^Book / }).first().getAttribute('href');
  const serviceId = href?.split('/').pop() ?? '';

  await page.goto(`/booking-v1/${serviceId}?from=merchant`);
  await expect(page.getByRole('link', { name: 'Back to Merchant' })).toHaveAttribute('href', /^\/merchant\/[0-9a-f-]{36}$/);

  await page.goto('/test-booking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('a new customer sees the empty My Bookings', async ({ page, context }) => {
  await signUpThroughApi(context, 'Dee');
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await expect(page.getByText('Start by browsing our amazing beauty services')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});
