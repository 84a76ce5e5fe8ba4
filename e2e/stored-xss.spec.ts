import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, latestMailTo, screenshots, signInAs, signUpThroughApi } from './support/fixtures';

/**
 * Stored XSS (docs/SECURITY.md): text one person types, opened by another in a real browser. Each payload would
 * set window.__xss (or open a dialog) if the page ever ran it as markup; it must show as the literal text typed.
 */
const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const hostile = (what: string) => `${what} ${IMG}${SCRIPT}`;

const NAME = hostile('Ada');
const SURNAME = hostile('Lovelace');
const NOTES = hostile('Notes: please use the gentle solution');
const REVIEW = hostile('Review: lovely brows');
const REPLY = hostile('Reply: thank you');
const CONTACT_NAME = hostile('Contact');
const CONTACT_MESSAGE = hostile('Message: my booking');
const SERVICE_NAME = hostile('Brow');
const SERVICE_DESCRIPTION = hostile('Description: calm');

/** Every dialog a page opens (alert, confirm, prompt): script from a payload would open one. */
const dialogs = new WeakMap<Page, string[]>();
function watchForScript(page: Page) {
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** The page shows `texts` as text, ran none of it, built no element from it, opened no dialog, and passes axe. */
async function expectInert(page: Page, label: string, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first(), `${label}: ${text}`).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${label}: window.__xss`).toBeUndefined();
  await expect(page.locator('img[src="x"]'), `${label}: an image made from the payload`).toHaveCount(0);
  // A page drawn on the server carries its data (the API's answers, a business's schema.org data) in scripts of its own,
  // each with the response's CSP nonce: the payload is in them as escaped JSON text. A script made from the payload
  // would have no nonce.
  const madeFromPayload = await page.evaluate(() => Array.from(document.scripts).filter((script) => script.text.includes('__xss') && script.nonce === '').length);
  expect(madeFromPayload, `${label}: a script made from the payload`).toBe(0);
  expect(dialogs.get(page), `${label}: dialogs opened`).toEqual([]);
  await expectAccessible(page, label);
}

async function newSignedInContext(browserContext: () => Promise<BrowserContext>, email: string) {
  const context = await browserContext();
  await acceptCookiesUpFront(context);
  await signInAs(context, email);
  return context;
}

async function ok<Answer = { id: string }>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<Answer> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Answer;
}

/**
 * Priya, a regular of the demo salon (merchant@lull.test's Arch & Amber), resets her password from the mail as she
 * would, so the journey can sign in as her: her completed visit there is the one a new review can be written for.
 */
async function signInAsRegular(context: BrowserContext, email: string) {
  await ok(await context.request.post('/api/auth/forgot-password', { data: { email } }), 'forgot password');
  await expect.poll(async () => (await latestMailTo(context.request, email)).subject, { timeout: 15_000 }).toMatch(/Reset your/);
  const mail = await latestMailTo(context.request, email);
  const token = new URL(/https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get('token');
  const password = 'a-good-password-again';
  await ok(await context.request.post('/api/auth/reset-password', { data: { token, password, confirmPassword: password } }), 'reset password');
  await ok(await context.request.post('/api/auth/login', { data: { email, password } }), 'sign in');
}

test('text people type is shown to the salon, the admin and the public as text, never run', async ({ browser }) => {
  test.setTimeout(150_000);
  const merchant = await newSignedInContext(() => browser.newContext(), 'merchant@lull.test');
  const salon = (await (await merchant.request.get('/api/merchants/me')).json()) as { id: string };

  // A customer named with the payload books at the demo salon, with notes and guest names the salon will read.
  const customer = await browser.newContext();
  await acceptCookiesUpFront(customer);
  const { email: customerEmail } = await signUpThroughApi(customer, 'Ada');
  await ok(await customer.request.put('/api/users/profile', { data: { first_name: NAME, last_name: SURNAME } }), 'profile');
  const { items: services } = (await (await merchant.request.get('/api/services/me')).json()) as { items: { id: string; approval_status: string; is_active: boolean }[] };
  let bookingId: string | undefined;
  const tried: string[] = [];
  for (const service of services.filter((row) => row.approval_status === 'approved' && row.is_active)) {
    const availability = (await (await customer.request.get(`/api/services/${service.id}/availability`)).json()) as { days: { date: string; times: string[] }[] };
    // Days ahead, the last time of the day: clear of the demo diary and of other journeys' bookings.
    const day = availability.days.slice(3).find((candidate) => candidate.times.length > 0);
    if (!day) {
      tried.push(`${service.id}: no free day`);
      continue;
    }
    const held = await customer.request.post('/api/bookings', {
      data: { service_id: service.id, booking_date: day.date, booking_time: day.times.at(-1), agreed_to_terms: true, agreed_to_merchant_policy: true, notes: NOTES },
    });
    if (held.status() !== 201) {
      tried.push(`${service.id}: ${held.status()} ${await held.text()}`);
      continue;
    }
    bookingId = ((await held.json()) as { id: string }).id;
    break;
  }
  expect(bookingId, `a free time at the demo salon (${services.length} services; ${tried.join('; ')})`).toBeDefined();
  const intent = await ok<{ payment_intent_id: string }>(
    await customer.request.post('/api/payments/create-intent', { data: { booking_id: bookingId, credits_used: 0, guest_first_name: NAME, guest_last_name: SURNAME, guest_email: customerEmail, guest_phone: '07700900123' } }),
    'create intent',
  );
  await ok(
    await customer.request.post('/api/payments/confirm', {
      data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' } } },
    }),
    'pay',
  );

  // Anyone writes to Lull through the contact form.
  await ok(await customer.request.post('/api/contact', { data: { name: CONTACT_NAME, email: customerEmail, message: CONTACT_MESSAGE } }), 'contact');

  // The salon proposes a service: it waits for the admin's review.
  const proposed = await ok(
    await merchant.request.post('/api/services', { data: { name: SERVICE_NAME, description: SERVICE_DESCRIPTION, price: 40, off_peak_price: 30, duration: 45, category: 'Brows' } }),
    'propose a service',
  );

  // A regular reviews her completed visit, named with the payload too; the salon replies.
  const regular = await browser.newContext();
  await signInAsRegular(regular, 'priya.shah@example.com');
  await ok(await regular.request.put('/api/users/profile', { data: { first_name: NAME, last_name: 'Shah' } }), 'regular profile');
  const visits = (await (await regular.request.get('/api/bookings/me')).json()) as { id: string; status: string; merchant_id: string }[];
  const visit = visits.find((row) => row.status === 'completed' && row.merchant_id === salon.id);
  expect(visit, 'Priya’s completed visit at the demo salon').toBeDefined();
  const review = await ok(await regular.request.post(`/api/bookings/${visit!.id}/review`, { data: { rating: 4, text: REVIEW } }), 'review');
  await ok(await merchant.request.post(`/api/merchant/reviews/${review.id}/reply`, { data: { text: REPLY } }), 'reply');
  await regular.close();
  await customer.close();

  // The salon reads its bookings and the booking in full.
  const salonPage = await merchant.newPage();
  watchForScript(salonPage);
  await salonPage.goto(`/merchant/dashboard?tab=bookings&q=${encodeURIComponent(customerEmail)}`);
  const row = salonPage.getByRole('table', { name: 'Your bookings' }).getByRole('row').filter({ hasText: customerEmail });
  await expect(row).toHaveCount(1);
  await expectInert(salonPage, 'the salon’s bookings', [NAME, SURNAME]);
  await row.getByRole('button', { name: /^View booking/ }).click();
  await expect(salonPage.getByRole('dialog').getByText('Your payout')).toBeVisible();
  await expectInert(salonPage, 'the salon’s booking in full', [NOTES, NAME]);
  await merchant.close();

  // The admin reads the same booking, the contact message and the proposed service.
  const admin = await newSignedInContext(() => browser.newContext(), 'admin@lull.test');
  const adminPage = await admin.newPage();
  watchForScript(adminPage);
  await adminPage.goto(`/admin/dashboard?tab=bookings&q=${encodeURIComponent(customerEmail)}`);
  const adminRow = adminPage.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: customerEmail });
  await expect(adminRow).toHaveCount(1);
  await expectInert(adminPage, 'the admin’s bookings', [NAME]);
  await adminRow.getByRole('button', { name: /, view booking$/ }).click();
  await expectInert(adminPage, 'the admin’s booking in full', [NOTES, NAME]);

  await adminPage.goto(`/admin/dashboard?tab=contact&q=${encodeURIComponent(customerEmail)}`);
  await expect(adminPage.getByRole('table', { name: 'Contact submissions' })).toBeVisible();
  await expectInert(adminPage, 'the admin’s contact messages', [CONTACT_NAME, CONTACT_MESSAGE]);

  await adminPage.goto(`/admin/dashboard?tab=services&service=${proposed.id}`);
  await expect(adminPage.getByRole('dialog')).toBeVisible();
  await expectInert(adminPage, 'the admin’s view of the proposed service', [SERVICE_NAME, SERVICE_DESCRIPTION]);
  await admin.close();

  // Anyone reads the review and the salon's reply on the business page.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  watchForScript(page);
  await page.goto(`/merchant/${salon.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(REVIEW)).toBeVisible();
  await expectInert(page, 'the business page', [REVIEW, REPLY, 'Ada']);
  await reviews.scrollIntoViewIfNeeded();
  await screenshots(page, 'stored-xss-business-page');
  await visitor.close();
});
