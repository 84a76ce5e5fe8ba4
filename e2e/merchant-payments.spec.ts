import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, PHONE, screenshots, signInAs } from './support/fixtures';

const FULL_NUMBER = '31926819';

async function signInAsDemoMerchant(page: Page) {
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'merchant@lull.test');
}

const pounds = (value: number) => `£${value.toFixed(2)}`;

test('the demo salon sees its revenue and entries, adds a bank account and sets a payout schedule', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  const { merchant_revenue_balance: balance } = (await (await page.request.get('/api/merchants/me')).json()) as { merchant_revenue_balance: number };

  // The dashboard's Payments section: the balance in pounds and the entries behind it.
  await page.goto('/merchant/dashboard?tab=payments');
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  const figures = page.getByRole('term').filter({ hasText: 'Revenue balance' }).locator('xpath=..');
  await expect(figures.getByText(pounds(balance))).toBeVisible();
  const entries = page.getByRole('table', { name: 'Revenue entries' });
  await expect(entries.getByRole('row').filter({ hasText: /Completed|No-show/ }).first()).toBeVisible();
  await expect(page.getByText('Setup required')).toBeVisible();
  // Who bears the processing fee (decision 038): the salon on its price only, worked through to the penny, and each
  // settled entry's price less its discount and processing is what the salon was paid.
  await expect(
    page.getByText('less the card processing on that price (2.9% + 30p): a treatment priced £18 pays you £17.18. Lull pays the processing on its £5 booking fee.'),
  ).toBeVisible();
  type Entry = { type: string; price: number | null; discount: number | null; processing_fee: number | null; amount: number; service_name: string | null };
  const ledger = (await (await page.request.get('/api/merchant/revenue')).json()) as { entries: { items: Entry[] } };
  const settled = ledger.entries.items.find((entry) => entry.type === 'booking_settled')!;
  expect(Math.round((settled.price! - settled.discount! - settled.processing_fee!) * 100)).toBe(Math.round(settled.amount * 100));
  const settledRow = entries.getByRole('row').filter({ hasText: `+${pounds(settled.amount)}` }).first();
  await expect(settledRow).toContainText(`−${pounds(settled.processing_fee!)}`);
  await expectAccessible(page, 'the payments section');
  await screenshots(page, 'merchant-payments');

  // Payment Settings: no bank account yet, so no payout date.
  await page.getByRole('link', { name: 'Payment Settings' }).click();
  await expect(page).toHaveURL(/\/merchant\/payment-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeVisible();
  await expect(page.getByText('No bank account yet. Add one so we can pay out your revenue.')).toBeVisible();
  await expect(page.getByText('Setup required').first()).toBeVisible();
  await expectAccessible(page, 'payment settings before setup');

  // Add a bank account: the sort code groups itself as it is typed, and consent is required.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await dialog.getByLabel('Account holder name').fill('Amara Okafor');
  await dialog.getByLabel('Bank name').fill('Monzo Business');
  await dialog.getByLabel('Sort code').pressSequentially('040004');
  await expect(dialog.getByLabel('Sort code')).toHaveValue('04-00-04');
  await dialog.getByLabel('Account number').fill(FULL_NUMBER);
  await dialog.getByLabel('Account type').selectOption('business');
  await dialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(dialog.getByText('You must consent to data processing for payment settlement.').first()).toBeVisible();
  await expectAccessible(page, 'the bank account form with its messages');
  await dialog.getByLabel(/I consent/).check();
  await dialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(dialog).toBeHidden();

  const accounts = page.getByRole('table', { name: 'Your bank accounts' });
  await expect(accounts.getByText('•••• 6819')).toBeVisible();
  await expect(accounts.getByText('04-00-04')).toBeVisible();
  await expect(accounts.getByText('Pending verification')).toBeVisible();
  // Only the last four digits ever reach the browser.
  await expect(page.getByText(FULL_NUMBER)).toHaveCount(0);
  expect(await (await page.request.get('/api/merchant/bank-accounts')).text()).not.toContain(FULL_NUMBER);
  await expect(page.getByText('Setup required')).toHaveCount(0);

  // Edit it: the number left blank keeps the saved one.
  await page.getByRole('button', { name: 'Edit Monzo Business account ending 6819' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bank account' });
  await expect(edit.getByLabel('Account number')).toHaveValue('');
  await edit.getByLabel('Bank name').fill('Monzo');
  await edit.getByLabel(/I consent/).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(accounts.getByText('Monzo', { exact: true })).toBeVisible();
  await expect(accounts.getByText('•••• 6819')).toBeVisible();

  // Delete asks first, in the spec's words; this time the owner keeps it.
  await page.getByRole('button', { name: 'Delete Monzo account ending 6819' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bank account' });
  await expect(confirm.getByText('Are you sure you want to delete this bank account? This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(accounts.getByText('•••• 6819')).toBeVisible();

  // The payout schedule: monthly, at least £25; the next payout date follows, and it survives a reload.
  const schedule = page.getByRole('form', { name: 'Payout schedule' });
  await schedule.getByLabel('Payout frequency').selectOption('monthly');
  await schedule.getByLabel('Minimum payout (£)').fill('4');
  await schedule.getByRole('button', { name: 'Save payout schedule' }).click();
  await expect(schedule.getByText('The minimum payout must be at least £5.00.').first()).toBeVisible();
  await schedule.getByLabel('Minimum payout (£)').fill('25');
  await schedule.getByRole('button', { name: 'Save payout schedule' }).click();
  await expect(schedule.getByText('Payout schedule saved.')).toBeVisible();
  const settings = (await (await page.request.get('/api/merchant/payout-settings')).json()) as { next_payout_scheduled: string; payout_frequency: string; minimum_payout_amount: number };
  expect(settings).toMatchObject({ payout_frequency: 'monthly', minimum_payout_amount: 25 });
  expect(settings.next_payout_scheduled).toMatch(/^\d{4}-\d{2}-0[1-3]$/);

  await page.reload();
  await expect(schedule.getByLabel('Payout frequency')).toHaveValue('monthly');
  await expect(schedule.getByLabel('Minimum payout (£)')).toHaveValue('25.00');
  await expect(page.getByRole('table', { name: 'Revenue entries' }).getByRole('row').filter({ hasText: /Completed|No-show/ }).first()).toBeVisible();
  await expectAccessible(page, 'payment settings with an account and a schedule');
  await screenshots(page, 'merchant-payment-settings');

  // On a phone the tables become cards and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByText('•••• 6819')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the demo salon finds its payout, reads the statement of what it paid line by line, downloads it as CSV and prints it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  // A payout to read: the latest one, or, before any (this file alone), one set up through the API: the salon adds
  // an account, Lull's team verifies it and pays £1.00 of the balance out.
  const { id: merchantId } = (await (await page.request.get('/api/merchants/me')).json()) as { id: string };
  const history = (await (await page.request.get('/api/merchant/payouts')).json()) as { items: { reference: string; amount: number }[] };
  let payout = history.items[0];
  if (!payout) {
    const added = await page.request.post('/api/merchant/bank-accounts', {
      data: { account_holder_name: 'Amara Okafor', bank_name: 'Starling', sort_code: '608371', account_number: '12345678', account_type: 'business', data_consent_given: true },
    });
    expect(added.status()).toBe(201);
    const admin = await browser.newContext();
    await signInAs(admin, 'admin@lull.test');
    expect((await admin.request.post(`/api/admin/bank-accounts/${((await added.json()) as { id: string }).id}/verify`)).status()).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const reference = `LULL-E2E-${Date.now()}`;
    const paid = await admin.request.post(`/api/admin/merchant-payouts/${merchantId}/complete`, { data: { reference, period_start: today, period_end: today, amount: 1 } });
    expect(paid.status(), await paid.text()).toBe(200);
    await admin.close();
    payout = { reference, amount: 1 };
  }

  await page.goto('/merchant/dashboard?tab=payments');
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expect(payouts.getByRole('row').filter({ hasText: payout.reference })).toContainText(pounds(payout.amount));
  await payouts.getByRole('button', { name: `Statement for payout ${payout.reference}` }).click();
  await expect(page.getByText(`the period of payout ${payout.reference}.`)).toBeVisible();
  // The payout is a line of its statement, and the balance after the last line is the closing balance.
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row').filter({ hasText: payout.reference })).toContainText(pounds(payout.amount));
  const closing = page.getByRole('term').filter({ hasText: 'Closing balance' }).locator('xpath=following-sibling::dd');
  await expect(lines.getByRole('row').last()).toContainText((await closing.textContent())!);
  await expectAccessible(page, 'the payouts and a statement');

  // What the payout paid: the oldest money first, this payout's part of each, adding up to the payout.
  await payouts.getByRole('button', { name: `What payout ${payout.reference} paid` }).click();
  const paidDialog = page.getByRole('dialog', { name: `Payout ${payout.reference}` });
  const paidLines = paidDialog.getByRole('table', { name: 'What this payout paid' });
  await expect(paidLines.locator('tbody tr').first()).toBeVisible();
  const paidIds = ((await (await page.request.get('/api/merchant/payouts')).json()) as { items: { id: string; reference: string }[] }).items;
  const detail = (await (await page.request.get(`/api/merchant/payouts/${paidIds.find((p) => p.reference === payout.reference)!.id}`)).json()) as { paid: { paid: number }[] };
  expect(detail.paid.reduce((sum, line) => sum + Math.round(line.paid * 100), 0)).toBe(Math.round(payout.amount * 100));
  await expect(paidLines.locator('tbody tr')).toHaveCount(detail.paid.length);
  await expectAccessible(page, 'what a payout paid');
  await page.keyboard.press('Escape');
  await expect(paidDialog).toBeHidden();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Opening balance');
  expect(csv).toContain(payout.reference);

  await page.getByRole('link', { name: 'Printable statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Statement: / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement lines' }).getByRole('row').filter({ hasText: payout.reference })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectAccessible(page, 'the printable statement');
  // Printed, the page is the statement alone: no site header, footer or Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await screenshots(page, 'merchant-statement');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
