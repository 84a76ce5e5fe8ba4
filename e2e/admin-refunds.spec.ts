import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, expectAccessible, latestMailTo, screenshots, signInAs, signUpThroughApi, toastsGone } from './support/fixtures';

const money = (pounds: number) => `£${pounds.toFixed(2)}`;

test('a customer cancels a paid booking, an admin completes the refund, and the customer sees it in their credit history and mail', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // The customer: a new account, a booking paid with £3 credit and a card, cancelled days ahead.
  const customerContext = await browser.newContext();
  await acceptCookiesUpFront(customerContext);
  const customer = await signUpThroughApi(customerContext, 'Rowan');
  const { bookingId, serviceName } = await bookAndPayThroughApi(customerContext, { daysAhead: 2, credits: 3 });
  const cancelled = await customerContext.request.post(`/api/bookings/${bookingId}/cancel`);
  expect(cancelled.status()).toBe(200);
  const { card_refund: cardRefund, credits_restored: creditsRestored } = (await cancelled.json()) as { card_refund: number; credits_restored: number };
  expect(creditsRestored).toBe(3);
  expect(cardRefund).toBeGreaterThan(0);

  // The admin is told a refund is due (decision 041): the notification opens the pending request by its booking.
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.goto('/admin/dashboard?tab=notifications&filter=unread');
  const notice = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${bookingId}"]`) });
  await expect(notice.getByRole('link', { name: 'Open: Refund due' })).toBeVisible();
  await expect(notice.getByText(`${serviceName} at`, { exact: false })).toBeVisible();
  await expect(notice.getByText(`${money(cardRefund)} goes back to the customer's card when you mark the refund complete.`, { exact: false })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'the admin notifications with a refund due');
  await screenshots(page, 'admin-notifications-refund-due');
  await notice.getByRole('link', { name: 'Open: Refund due' }).click();
  await expect(page).toHaveURL(new RegExp(`view=refunds.*status=pending.*q=${bookingId}`));
  await expect(page.getByRole('table', { name: 'Refund requests' }).getByRole('row').filter({ hasText: customer.email })).toHaveCount(1);

  // The Refunds sub-tab of Bookings finds the request by the customer's email too.
  await page.goto('/admin/dashboard?tab=bookings&view=refunds');
  await expect(page.getByRole('heading', { level: 3, name: 'Refunds' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Refund requests' });
  await page.getByLabel('Search by customer, service or booking ID').fill(customer.email);
  await expect(page).toHaveURL(/q=rowan/);
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText(`#${bookingId.slice(0, 8)}`)).toBeVisible();
  await expect(row.getByText(money(cardRefund), { exact: true })).toBeVisible();
  await expect(row.getByText(money(3), { exact: true })).toBeVisible();
  await expectAccessible(page, 'the refunds list');
  await screenshots(page, 'admin-refunds-pending');

  // Mark Complete, with a note: the card part goes back through the gateway (the sandbox here).
  await row.getByRole('button', { name: 'Mark Complete: refund for Rowan Tester' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this refund?' });
  await expect(dialog.getByText(`${money(cardRefund)} goes back to Rowan Tester's card`, { exact: false })).toBeVisible();
  await expect(dialog).toContainText('Do not refund it in the payment provider’s dashboard as well.');
  await dialog.getByLabel('Admin notes (optional)').fill('Cancelled in good time');
  await expectAccessible(page, 'the Mark Complete dialog');
  await screenshots(page, 'admin-refunds-complete-dialog');
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Refund Completed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByText('Note: Cancelled in good time')).toBeVisible();
  await expect(row.getByRole('button', { name: /Mark refund/ })).toHaveCount(0);

  // Completing it again (a second admin's stale page) is refused and pays nothing.
  const again = await page.request.post(`/api/admin/refund-requests/${(await (await page.request.get(`/api/admin/refund-requests?q=${bookingId}`)).json()).items[0].id}/complete`, { data: { admin_notes: '' } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe('This refund has already been completed.');
  await toastsGone(page);
  await expectAccessible(page, 'the refunds list after completion');
  await screenshots(page, 'admin-refunds-completed');

  // Decided, so no admin is asked again: the notification is read (it still opens the refund).
  await page.goto('/admin/dashboard?tab=notifications');
  const settled = page.getByRole('listitem').filter({ has: page.locator(`a[href*="${bookingId}"]`) });
  await expect(settled.getByText('Read notice:', { exact: false })).toBeAttached();
  await expect(settled.getByRole('button', { name: 'Mark read: Refund due' })).toHaveCount(0);

  // The customer: the credit back in their history, and a mail saying the card refund is on its way.
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/account');
  await customerPage.getByRole('button', { name: 'Share to earn credit' }).click();
  await expect(customerPage.getByRole('heading', { level: 3, name: 'Credit History' })).toBeVisible();
  const returned = customerPage.getByRole('listitem').filter({ hasText: `Credit returned: cancelled ${serviceName}` });
  await expect(returned).toBeVisible();
  await expect(returned.getByText('+£3.00')).toBeVisible();
  await expectAccessible(customerPage, 'the credit history');
  await screenshots(customerPage, 'admin-refunds-customer-credit-history');
  const notices = (await (await customerContext.request.get('/api/notifications')).json()) as { title: string; message: string }[];
  expect(notices.find((notice) => notice.title === 'Refund completed')?.message).toContain(`${money(cardRefund)} back to your card`);
  const mail = await latestMailTo(customerContext.request, customer.email);
  expect(mail.subject).toBe(`Your refund for ${serviceName} is on its way`);
  expect(mail.text).toContain(`${money(cardRefund)} has been refunded to your card`);
  expect(mail.text).toContain('£3.00 of credit is back in your Lull account');
  await customerContext.close();
});
