import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, PHONE, screenshots, signInAs, toastsGone } from './support/fixtures';

const pounds = (value: number) => `£${value.toFixed(2)}`;

async function signIn(page: Page, email: string) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), email);
}

/**
 * The demo salon (merchant@lull.test, Arch & Amber) is the one demo business with settled bookings, so it is the one
 * with a balance to pay. Its own journey (merchant-payments, later in the run) starts with no bank account and reads
 * the balance it finds, so this journey adds the account it pays into and deletes it again, whatever happens.
 */
test('an admin verifies a salon’s bank account and pays out its completed bookings; the salon sees the payout', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const salonContext = await browser.newContext();
  const salon = await salonContext.newPage();
  await signIn(salon, 'merchant@lull.test');
  const me = (await (await salon.request.get('/api/merchants/me')).json()) as { business_name: string; merchant_revenue_balance: number };
  const balance = me.merchant_revenue_balance;
  expect(balance).toBeGreaterThan(0);
  const added = await salon.request.post('/api/merchant/bank-accounts', {
    data: { account_holder_name: 'Mina Merchant', bank_name: 'Starling', sort_code: '60-83-71', account_number: '41825519', account_type: 'business', data_consent_given: true },
  });
  expect(added.status()).toBe(201);
  const accountId = ((await added.json()) as { id: string }).id;

  try {
    await signIn(page, 'admin@lull.test');
    await page.goto('/admin/dashboard?tab=payouts');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Merchant Payouts' })).toBeVisible();
    for (const tile of ['Total Pending', 'Total Merchants', 'With Bank Accounts']) await expect(page.getByRole('term').filter({ hasText: tile })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to pay a business' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Mark the payout as Completed' })).toBeVisible();

    // The salon's row: its balance and bank details (sort code and last four only), pending verification, never paid.
    const table = page.getByRole('table', { name: 'Merchants awaiting payout' });
    const row = table.getByRole('row').filter({ hasText: me.business_name });
    await expect(row.getByText(pounds(balance))).toBeVisible();
    await expect(row.getByText('60-83-71 · •••• 5519')).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    await expect(page.getByText('41825519')).toHaveCount(0);
    // Nothing is paid into an account nobody has checked: the row says why, and offers no Record payout yet.
    await expect(row.getByText('Verify the bank account before recording a payout to it.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Record payout for ${me.business_name}` })).toHaveCount(0);

    // Verify the account, after a confirmation.
    await row.getByRole('button', { name: `Verify bank account of ${me.business_name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Verify bank account?' });
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Bank Account Verified')).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await toastsGone(page);
    await expectAccessible(page, 'the payouts tab');
    await screenshots(page, 'admin-payouts');

    // Record payout: the amount and account are shown; nothing is sent without a transfer reference.
    await row.getByRole('button', { name: `Record payout for ${me.business_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payout' });
    await expect(dialog.getByText(pounds(balance))).toBeVisible();
    await expect(dialog.getByText('•••• 5519')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Mark as Completed' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Transfer reference').fill('   ');
    await expect(submit).toBeDisabled();
    await expectAccessible(page, 'the record payout dialog');
    const reference = `LULL-E2E-${Date.now()}`;
    await dialog.getByLabel('Transfer reference').fill(reference);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Payout Completed')).toBeVisible();
    await expect(page.getByText(`${pounds(balance)} paid to ${me.business_name} (reference ${reference}).`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: me.business_name })).toHaveCount(0);

    // Searching for it now finds nobody waiting.
    await page.getByRole('searchbox').fill('Arch & Amber');
    await expect(page.getByText('No Pending Payouts')).toBeVisible();

    // The salon sees it: the balance paid down to zero, the last payout and the ledger entry with its reference.
    await salon.goto('/merchant/dashboard?tab=payments');
    await expect(salon.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    const figure = salon.getByRole('term').filter({ hasText: 'Revenue balance' }).locator('xpath=..');
    await expect(figure.getByText('£0.00')).toBeVisible();
    await expect(salon.getByText(new RegExp(`Last payout: ${pounds(balance).replace('.', '\\.')} paid to your bank on .+, reference ${reference}\\.`))).toBeVisible();
    const entries = salon.getByRole('table', { name: 'Revenue entries' });
    await expect(entries.getByRole('row').nth(1)).toContainText(`Paid out ${pounds(balance)} — ${reference}`);
    await expect(entries.getByRole('row').nth(1)).toContainText(`−${pounds(balance)}`);
    await expectAccessible(salon, 'the salon’s payments after a payout');
    await screenshots(salon, 'merchant-payments-after-payout');
    await salon.setViewportSize(PHONE);
    expect(await salon.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    // Leave the demo salon as its own journey expects it: no bank account.
    expect((await salon.request.delete(`/api/merchant/bank-accounts/${accountId}`)).status()).toBe(204);
    await salonContext.close();
  }
});
