import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test';
import { DESKTOP, PHONE, acceptCookiesUpFront, expectAccessible, screenshots, signInAs, signUpThroughApi, settled, snap, hasBookingPolicy } from './support/fixtures';

// CI shares two cores between the server and the browser: give what a user waits for longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A customer books and pays for one of the demo salon's services through the API, a few days ahead. */
async function customerBooksTheSalon(browser: Browser, salon: Page) {
  const services = ((await (await salon.request.get('/api/services/me?approval=approved&active=active&page=1&page_size=50')).json()) as { items: { id: string; name: string }[] }).items;
  const merchantId = ((await (await salon.request.get('/api/merchants/me')).json()) as { id: string }).id;
  const context = await browser.newContext();
  const customer = await signUpThroughApi(context, 'Tess');
  const policy = await hasBookingPolicy(context.request, merchantId);
  // Not today, and from a day picked at random onwards (then the earlier ones), so journeys sharing the demo salon
  // rarely ask for the same time.
  const skip = 1 + Math.floor(Math.random() * 4);
  const refusals: string[] = [];
  for (const service of services) {
    const availability = (await (await context.request.get(`/api/services/${service.id}/availability`)).json()) as { days: { date: string; times: string[] }[] };
    const days = [...availability.days.slice(skip), ...availability.days.slice(1, skip)];
    for (const day of days.filter((each) => each.times.length > 0)) {
      const held = await context.request.post('/api/bookings', {
        data: { service_id: service.id, booking_date: day.date, booking_time: day.times.at(-1), agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
      });
      if (held.status() !== 201) {
        refusals.push(`${service.name} ${day.date}: ${held.status()} ${await held.text()}`);
        continue;
      }
      const booking = (await held.json()) as { id: string };
      const intent = await (await context.request.post('/api/payments/create-intent', { data: { booking_id: booking.id, credits_used: 0 } })).json();
      const paid = await context.request.post('/api/payments/confirm', {
        data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
      });
      expect(paid.status()).toBe(200);
      await context.close();
      return { id: booking.id, email: customer.email, serviceName: service.name };
    }
  }
  throw new Error(`no bookable time in the demo salon's services (${services.length} services; ${refusals.join('; ')})`);
}


test('a salon subscribes its calendar to its diary: copies the address, the feed carries the booking, new addresses retire the old', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await acceptCookiesUpFront(page.context());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page.context(), 'merchant@lull.test');
  const booked = await customerBooksTheSalon(browser, page);

  await page.setViewportSize(DESKTOP);
  await page.goto('/merchant/dashboard?tab=calendar');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe in your calendar' })).toBeVisible();
  await screenshots(page, 'calendar-feed-section');
  await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
  await settled(dialog);
  const business = dialog.getByRole('textbox', { name: /Whole business/ });
  await expect(business).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByRole('textbox')).not.toHaveCount(1);
  await expectAccessible(page, 'the subscribe in your calendar dialog');

  // Copy: the button says so, and the clipboard holds the address shown.
  await dialog.getByRole('button', { name: "Copy Whole business's address" }).click();
  await expect(dialog.getByRole('button', { name: 'Whole business: copied' })).toHaveText('Copied');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  await expect(business).toHaveValue(url);

  // The address is what a calendar app fetches: no session, the booking in it, the customer's address not.
  const feed = await browser.newContext();
  const answer = await feed.request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = (await answer.text()).replace(/\r\n[ \t]/g, '');
  expect(body).toContain(`UID:${booked.id}@lull`);
  expect(body).toContain(`SUMMARY:${booked.serviceName.replace(/[,;]/g, '\\$&')} – Tess T. (with `);
  expect(body).toContain('TZID:Europe/London');
  expect(body).not.toContain(booked.email);

  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await snap(page, `calendar-feed-dialog-${label}`);
  }

  // New addresses: asked first, then the old one answers 404 and the new one works.
  await dialog.getByRole('button', { name: 'Get new addresses' }).click();
  const confirm = page.getByRole('dialog', { name: 'Get new addresses?' });
  await settled(confirm);
  await expect(confirm).toContainText('stops working');
  await expectAccessible(page, 'the get new addresses confirmation');
  await confirm.getByRole('button', { name: 'Get new addresses' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('status')).toContainText('The old ones no longer work');
  await expect(business).not.toHaveValue(url);
  const fresh = await business.inputValue();
  expect((await feed.request.get(url)).status()).toBe(404);
  expect((await feed.request.get(fresh)).status()).toBe(200);
  await feed.close();
});
