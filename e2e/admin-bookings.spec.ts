import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, expectAccessible, screenshots, signInAs, signUpThroughApi, toastsGone } from './support/fixtures';

const money = (pounds: number) => `£${pounds.toFixed(2)}`;

interface Detail {
  id: string;
  figures: Record<'original_price' | 'discount' | 'platform_fee' | 'final_price' | 'credits_used' | 'card_amount' | 'processing_fee' | 'merchant_payout', number>;
  refund_request: { card_refund: number; credits_restored: number } | null;
}

test('an admin finds bookings by search, status and date, reads a booking’s real figures, processes its refund, and reads the audit trail', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');

  // A customer of the journey's own books, pays with credit and a card, and cancels days ahead: a refund is due.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  const customer = await signUpThroughApi(customerContext, 'Marisol');
  const { bookingId } = await bookAndPayThroughApi(customerContext, { daysAhead: 3, credits: 3, fromEnd: true });
  const cancelled = await customerContext.request.post(`/api/bookings/${bookingId}/cancel`);
  expect(cancelled.status()).toBe(200);
  const detail = (await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()) as Detail;
  expect(detail.refund_request?.credits_restored).toBe(3);

  // The demo diary's no-show (Lena Fischer) is found by customer name and the No-show filter.
  await page.goto('/admin/dashboard?tab=bookings');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Refunds \(\d+\)$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by booking, service, customer or merchant').fill('lena fischer');
  await expect(page).toHaveURL(/q=lena/);
  await page.getByLabel('Status').selectOption('no-show');
  await expect(page).toHaveURL(/status=no-show/);
  const noShow = table.getByRole('row').filter({ hasText: 'Lena Fischer' });
  await expect(noShow).toHaveCount(1);
  await expect(noShow.getByText('No-show')).toBeVisible();
  await expect(noShow.getByText('Paid', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the bookings list filtered');

  // The id the table shows finds that booking again, in any case.
  const shown = (await noShow.getByRole('button', { name: /, view booking$/ }).innerText()).trim();
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Search by booking, service, customer or merchant').fill(shown.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${shown.toLowerCase()}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: 'Lena Fischer' })).toHaveCount(1);

  // A date with no bookings says so, with the total.
  await page.getByLabel('Date', { exact: true }).fill('2020-01-01');
  await expect(page).toHaveURL(/date=2020-01-01/);
  await expect(page.getByText('No bookings match your search criteria.')).toBeVisible();
  await expect(page.getByText(/^Total bookings: \d+$/)).toBeVisible();

  // The journey's own cancellation, by the customer's email: Refund Due and Refund Needed.
  await page.goto(`/admin/dashboard?tab=bookings&q=${encodeURIComponent(customer.email)}`);
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Refund Due')).toBeVisible();
  await expect(row.getByText('Refund Needed')).toBeVisible();
  await expect(row.getByText(money(detail.figures.final_price))).toBeVisible();

  // The dialog shows this booking's own figures, not samples.
  const shortId = bookingId.slice(0, 8).toUpperCase();
  await row.getByRole('button', { name: `${shortId}, view booking` }).click();
  const dialog = page.getByRole('dialog', { name: `Booking ${shortId}` });
  await expect(dialog.getByText('Refund Processing Required')).toBeVisible();
  const line = (label: string) => dialog.locator('div', { has: page.getByText(label, { exact: true }) }).last();
  await expect(line('Original price')).toContainText(money(detail.figures.original_price));
  await expect(line('Platform fee')).toContainText(money(detail.figures.platform_fee));
  await expect(line('Total price')).toContainText(money(detail.figures.final_price));
  await expect(line('Paid with credits')).toContainText('£3.00');
  await expect(line('Card amount')).toContainText(money(detail.figures.card_amount));
  await expect(line('Processing fee')).toContainText(money(detail.figures.processing_fee));
  await expect(line('Salon payout')).toContainText(money(detail.figures.merchant_payout));
  await expect(dialog.getByText(`${money(detail.refund_request!.card_refund)} · Pending`)).toBeVisible();
  await expect(dialog.getByText('Cancelled by customer')).toBeVisible();
  await expect(dialog.getByText('Refund requested')).toBeVisible();
  // A cancelled booking gets no 24-hour reminder (decision 026).
  await expect(dialog.getByText('None for this booking: only one confirmed 24 hours ahead gets one')).toBeVisible();
  await expectAccessible(page, 'the booking dialog');
  await screenshots(page, 'admin-booking-dialog');

  // Go to Refunds opens the sub-tab in the address; Back returns to the bookings as they were.
  await dialog.getByRole('button', { name: 'Go to Refunds' }).click();
  await expect(page).toHaveURL(/view=refunds/);
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('link', { name: /^Refunds/ })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(row).toHaveCount(1);

  // The panel says what Mark Complete does (decision 041): the provider pays the card part back, once. The button
  // asks the Refunds tab's own question; Cancel pays nothing; Mark Complete in it pays, and the panel goes.
  await row.getByRole('button', { name: `${shortId}, view booking` }).click();
  await expect(dialog.getByText(/Mark Complete pays it back through the payment provider, once: do not refund it in the provider’s dashboard as well\./)).toBeVisible();
  await expect(dialog.getByText(/processed manually/)).toHaveCount(0);
  await dialog.getByRole('button', { name: /^Mark Complete: refund for / }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete this refund?' });
  await expect(confirm).toContainText(`${money(detail.refund_request!.card_refund)} goes back to Marisol`);
  await expect(confirm).toContainText('£3.00 of credit is back in their account');
  await expectAccessible(page, 'the booking dialog’s refund confirmation');
  await screenshots(page, 'admin-booking-refund-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText(`${money(detail.refund_request!.card_refund)} · Pending`)).toBeVisible();
  await dialog.getByRole('button', { name: /^Mark Complete: refund for / }).click();
  await confirm.getByLabel('Admin notes (optional)').fill('Paid from the booking dialog');
  await confirm.getByRole('button', { name: 'Mark Complete', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Refund Completed')).toBeVisible();
  await expect(dialog.getByText('Refund Processing Required')).toBeHidden();
  await expect(dialog.getByText(`${money(detail.refund_request!.card_refund)} · Completed`)).toBeVisible();
  await expect(dialog.getByText('Refund processed', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Paid from the booking dialog')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row.getByText('Refunded')).toBeVisible();
  await expect(row.getByText('Refund Due')).toBeHidden();
  await toastsGone(page);
  await page.goto('/admin/dashboard?tab=bookings');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshots(page, 'admin-bookings');

  // The audit trail: a credit the journey grants to its customer, found by its reason and by the action filter.
  const users = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`)).json()) as { items: { id: string }[] };
  const reason = `Journey goodwill ${Date.now()}`;
  expect((await page.request.post(`/api/admin/users/${users.items[0]!.id}/grant-credit`, { data: { amount: 7.5, reason } })).status()).toBe(200);
  await page.goto('/admin/dashboard?tab=audit');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Audit trail' })).toBeVisible();
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by admin, action, record ID or note').fill(reason);
  await expect(page).toHaveURL(/q=journey/i);
  const grant = trail.getByRole('row').filter({ hasText: reason });
  await expect(grant).toHaveCount(1);
  await expect(grant.getByText('User credit granted')).toBeVisible();
  await expect(grant.getByText('£7.50').first()).toBeVisible();
  await expect(grant.getByText('admin@lull.test')).toBeVisible();
  await expect(grant.getByText(customer.email)).toBeVisible();
  // The refund the dialog completed is there too, under the Refunds actions.
  await page.getByLabel('Search by admin, action, record ID or note').fill('');
  await page.getByLabel('Action', { exact: true }).selectOption('refund_request');
  await expect(page).toHaveURL(/action=refund_request/);
  await expect(trail.getByRole('row').nth(1)).toBeVisible();
  await expect(trail.getByRole('row').filter({ hasText: 'Refund completed' }).first()).toBeVisible();
  await page.getByLabel('Action', { exact: true }).selectOption('user.grant_credit');
  await expect(trail.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  await toastsGone(page);
  await expectAccessible(page, 'the audit trail');
  await screenshots(page, 'admin-audit');
  await customerContext.close();
});
