import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, DESKTOP, expectAccessible, latestMailTo, ownerApplies, screenshots, signUpThroughApi, toastsGone } from './support/fixtures';

/** Lull's one London date-and-time format (decision 037): 'Wed 2 Dec 2026 at 12:00'. */
const LONDON_WHEN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} at \d{2}:\d{2}$/;

test('a booking reads the same in its confirmation mail and on My Bookings, with no credit line for a card payment', async ({ context, page }) => {
  test.slow();
  await acceptCookiesUpFront(context);
  const { email } = await signUpThroughApi(context, 'Dora');
  const { serviceName } = await bookAndPayThroughApi(context);

  const mail = await latestMailTo(context.request, email);
  const when = /^Booking confirmed: .+ on (.+)$/.exec(mail.subject)?.[1] ?? '';
  expect(when).toMatch(LONDON_WHEN);
  expect(mail.text).toMatch(/^Total £\d+\.\d{2}, paid by card\.$/m);
  expect(mail.text).not.toContain('credit £0.00');

  await page.setViewportSize(DESKTOP);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: serviceName }).first();
  await expect(card.getByText(when, { exact: true })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'My Bookings with the one date format');
  await screenshots(page, 'dates-my-bookings');
});

test('a new salon with nothing owed sees no payout date, and is told what Lull’s standard off-peak hours are', async ({ browser }) => {
  test.slow();
  const { page } = await ownerApplies(browser, 'Quiet Hours Nails');
  const account = await page.request.post('/api/merchant/bank-accounts', {
    data: { account_holder_name: 'Noor Tester', bank_name: 'Monzo', sort_code: '04-00-04', account_number: '31926819', account_type: 'business', data_consent_given: true },
  });
  expect(account.status()).toBe(201);

  await page.setViewportSize(DESKTOP);
  await page.goto('/merchant/payment-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeVisible();
  const nextPayout = page.getByRole('term').filter({ hasText: 'Next payout' }).locator('xpath=..');
  await expect(nextPayout.getByText('None due yet')).toBeVisible();
  await expect(nextPayout.getByText('Weekly, once at least £10.00 is owed: your balance is £0.00')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Payout schedule' }).getByText(/^Next payout day: \w{3} \d{1,2} \w{3} \d{4}, if at least £10\.00 is owed by then\.$/)).toBeVisible();
  await expectAccessible(page, 'payment settings with nothing owed');
  await screenshots(page, 'dates-payouts-nothing-owed');

  await page.goto('/merchant/dashboard?tab=off-peak');
  await expect(page.getByRole('heading', { level: 2, name: 'Off-peak hours' })).toBeVisible();
  await expect(
    page.getByText('No off-peak slots yet: your services use Lull’s standard off-peak hours (Monday to Friday 10:00–15:00; Saturday and Sunday 18:00–22:00) and their own off-peak price.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'off-peak hours with the standard hours said');
  await screenshots(page, 'dates-standard-off-peak-hours');
});
