import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, screenshots, signInAs, animationsDone } from './support/fixtures';

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

  // Bookings open on what is still to come, soonest first; the view and filters live in the address, so Back and a
  // shared link work (decision 039).
  await page.getByRole('link', { name: 'View all bookings' }).click();
  await expect(page).toHaveURL(/tab=bookings/);
  const table = page.getByRole('table', { name: 'Your bookings' });
  await expect(page.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('columnheader', { name: 'Your price' })).toBeVisible();
  const soonest = ((await (await page.request.get('/api/bookings/merchant?when=upcoming&page_size=2')).json()) as { items: { id: string; starts_at: string; salon_price: number }[] }).items;
  expect(soonest.length).toBe(2);
  expect(soonest[0]!.starts_at <= soonest[1]!.starts_at).toBe(true);
  // The first row is the soonest, at the salon's own price, not the customer's total with Lull's fee.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(soonest[0]!.id.slice(0, 8).toUpperCase());
  await expect(firstRow.getByRole('cell').filter({ hasText: 'You get' })).toContainText(pounds(soonest[0]!.salon_price));
  await expectAccessible(page, 'the bookings tab, upcoming');

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/when=today/);
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  // A chosen day shows that day's bookings in the order they happen.
  const [upcomingDay] = soonest;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(upcomingDay!.starts_at));
  await page.getByLabel('Date').fill(date);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(table.getByRole('row').filter({ hasText: upcomingDay!.id.slice(0, 8).toUpperCase() })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(page).not.toHaveURL(/date=/);

  // What is over, most recent first, is where appointments wait to be marked.
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page).toHaveURL(/when=past/);
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(0);
  await expectAccessible(page, 'the bookings tab, past');
  await screenshots(page, 'merchant-bookings');

  // An appointment that has happened: open it, see who and what, and mark it completed, which asks first.
  const waiting = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Mark completed' }) }).first();
  await waiting.getByRole('button', { name: /^View booking/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Your payout')).toBeVisible();
  await expect(details.getByRole('link', { name: /@example\.com/ })).toBeVisible();
  await expectAccessible(page, 'a booking in full');
  const payout = Number((await details.getByText('Your payout').locator('xpath=following-sibling::dd').innerText()).replace('£', ''));
  const serviceName = await details.getByRole('heading').first().innerText();
  await details.getByRole('button', { name: 'Mark completed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as completed?' });
  await expect(confirm).toContainText(`${pounds(payout)} is added to your revenue balance and the customer is sent a thank-you email. This cannot be undone.`);
  // Scanned once the dialog has faded in: mid-animation its buttons' colours are not yet their own.
  await animationsDone(confirm);
  await expectAccessible(page, 'the completion check');
  await screenshots(page, 'merchant-bookings-complete-check');
  await confirm.getByRole('button', { name: 'Mark completed' }).click();
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

  // Short appointments stay readable (decision 039): the demo diary's 15-minute threading shows its time and the
  // customer's name, its 45-minute brow appointment the name uncut, on the day each falls.
  const diary = ((await (await page.request.get('/api/bookings/merchant?page_size=100')).json()) as { items: { booking_date: string; booking_time: string; duration: number; status: string; user_first_name: string; user_last_name: string }[] }).items;
  for (const duration of [15, 45]) {
    const visit = diary.find((item) => item.duration === duration && item.status !== 'cancelled')!;
    const name = `${visit.user_first_name} ${visit.user_last_name}`;
    await page.goto(`/merchant/dashboard?tab=calendar&view=day&date=${visit.booking_date}`);
    const block = page.getByRole('button', { name: new RegExp(`^${visit.booking_time} to \\d\\d:\\d\\d, .* for ${name}, `) }).first();
    if (duration === 15) await expect(block).toContainText(`${visit.booking_time} ${name}`);
    else await expect(block.getByText(name, { exact: true })).toBeVisible();
    // Every line fits the block: nothing is cut off at its bottom edge.
    const fits = await block.evaluate((element) => Array.from(element.children).every((line) => line.getBoundingClientRect().bottom <= element.getBoundingClientRect().bottom + 0.5));
    expect(fits, `the ${duration}-minute block's lines fit it`).toBe(true);
    if (duration === 15) await screenshots(page, 'merchant-calendar-short');
  }
  // The grid runs over the salon's own day (it opens at 09:00 at the earliest, closes at 20:00 at the latest), not a fixed 08:00–21:00.
  await expect(page.getByText('20:00', { exact: true })).toBeVisible();
  await expect(page.getByText('08:00', { exact: true })).toHaveCount(0);
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
