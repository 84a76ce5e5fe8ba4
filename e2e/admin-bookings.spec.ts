import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, DESKTOP, expectAccessible, latestMailTo, PHONE, screenshots, settled, signInAs, signUpThroughApi, snap, toastsGone } from './support/fixtures';

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

test('an admin cancels a booking with a full refund and a reason, then opens its customer: their bookings, credit, sign-ins and the audit entry, and their salon', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');

  // A customer of the journey's own books four days ahead and pays £3 of it with credit, the rest by card.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  const customer = await signUpThroughApi(customerContext, 'Ottilie');
  const { bookingId, serviceName } = await bookAndPayThroughApi(customerContext, { daysAhead: 4, credits: 3, fromEnd: true });
  const before = (await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()) as Detail & { merchant_business_name: string };
  await customerContext.close();

  // The admin finds it by the customer's email and opens it.
  await page.goto(`/admin/dashboard?tab=bookings&q=${encodeURIComponent(customer.email)}`);
  const row = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: /, view booking$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Booking / });
  await settled(dialog);

  // Cancel with full refund asks for a reason the customer reads, and says what goes back.
  await dialog.getByRole('button', { name: 'Cancel with full refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel with full refund?' });
  await settled(confirm);
  await expect(confirm).toContainText(`${money(before.figures.credits_used)} of credit at once and ${money(before.figures.card_amount)} to their card`);
  await confirm.getByRole('button', { name: 'Cancel with full refund' }).click();
  await expect(confirm.getByText('Say why you are cancelling: the customer is told.')).toBeVisible();
  await confirm.getByLabel('Reason for the customer').fill('The salon has had a flood and is closed this week.');
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, `the cancel dialog on a ${label}`);
    await snap(page, `admin-cancel-booking-${label}`);
  }
  await confirm.getByRole('button', { name: 'Cancel with full refund' }).click();
  await expect(page.getByText('Booking cancelled. The customer gets everything back and has been told why.')).toBeVisible();
  await expect(confirm).toBeHidden();

  // The booking now says who cancelled and why, and its full refund waits for the team.
  await expect(dialog.getByText('Cancelled by Lull', { exact: true })).toBeVisible();
  await expect(dialog.getByText('“The salon has had a flood and is closed this week.”', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Refund Processing Required' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel with full refund' })).toHaveCount(0);
  const after = (await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()) as Detail;
  expect(after.refund_request).toMatchObject({ card_refund: before.figures.card_amount, credits_restored: before.figures.credits_used });

  // The customer is told by mail, in Lull's words.
  const mail = await latestMailTo(page.request, customer.email);
  expect(mail.subject).toMatch(new RegExp(`^Cancelled by Lull: ${serviceName}`));
  expect(mail.text).toContain('Our reason: "The salon has had a flood and is closed this week."');

  // Open customer: the person view shows the cancelled booking, the credit back, their sign-up and the audit entry.
  await toastsGone(page);
  await dialog.getByRole('link', { name: 'Open customer' }).click();
  await expect(page).toHaveURL(/tab=users&user=/);
  const person = page.getByRole('dialog', { name: 'Ottilie Tester' });
  await settled(person);
  const bookings = person.getByRole('table', { name: 'Bookings' });
  await expect(bookings.getByRole('row').filter({ hasText: serviceName })).toContainText('Cancelled');
  const credit = person.getByRole('table', { name: 'Credit history' });
  await expect(credit.getByRole('row').filter({ hasText: 'Returned' })).toContainText(`+${money(before.figures.credits_used)}`);
  await expect(person.getByRole('table', { name: 'Sign-ins and access' }).getByText('Sign-up')).toBeVisible();
  await expect(person.getByText('No reviews written.')).toBeVisible();
  const audit = person.getByRole('table', { name: 'Admin actions' });
  await expect(audit.getByText('Booking cancelled')).toBeVisible();
  await expect(audit.getByText('“The salon has had a flood and is closed this week.”')).toBeVisible();
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, `the person view on a ${label}`);
    await person.getByRole('heading', { name: /^Bookings/ }).scrollIntoViewIfNeeded();
    await snap(page, `admin-person-${label}`);
    await person.getByRole('heading', { name: /^Sign-ins and access/ }).scrollIntoViewIfNeeded();
    await snap(page, `admin-person-history-${label}`);
  }

  // Keyboard: the booking link is reachable and opens the booking again; its salon link opens the salon's profile.
  const bookingLink = bookings.getByRole('link', { name: /, open booking$/ });
  await bookingLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`tab=bookings&booking=${bookingId}`));
  const reopened = page.getByRole('dialog', { name: /^Booking / });
  await settled(reopened);
  await reopened.getByRole('link', { name: 'Open salon' }).click();
  await expect(page).toHaveURL(/tab=merchants&merchant=/);
  await expect(page.getByRole('dialog', { name: before.merchant_business_name })).toBeVisible();
});
