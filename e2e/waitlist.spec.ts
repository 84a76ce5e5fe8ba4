import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, latestMailTo, screenshots, signUpThroughApi } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** A demo service and a free time at least three days ahead (so a paid booking of it can be cancelled), its day's last. */
async function freeTimeAhead(request: APIRequestContext) {
  const { services } = await (await request.get('/api/services?limit=50')).json();
  for (const service of [...services].reverse() as { id: string; name: string; merchant_id: string }[]) {
    const { days } = await (await request.get(`/api/services/${service.id}/availability?days=14`)).json();
    const day = (days as { date: string; times: string[] }[]).slice(3).find((d) => d.times.length > 0);
    if (day) return { service, date: day.date, time: day.times.at(-1)! };
  }
  throw new Error('no demo service with a free time three days ahead');
}

test('a customer joins the waitlist of a taken time, another cancels, the first is mailed and books it', async ({ page, context, browser, baseURL }) => {
  test.slow();
  const { email } = await signUpThroughApi(context, 'Wendy');

  // Bo, in his own browser context, books and pays for a time through the API.
  const boContext = await browser.newContext({ baseURL });
  await signUpThroughApi(boContext, 'Bo');
  const bo = boContext.request;
  const { service, date, time } = await freeTimeAhead(bo);
  const held = await bo.post('/api/bookings', { data: { service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true, agreed_to_merchant_policy: true } });
  expect(held.status()).toBe(201);
  const booking = await held.json();
  const intent = await (await bo.post('/api/payments/create-intent', { data: { booking_id: booking.id, credits_used: 0 } })).json();
  const paid = await bo.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);

  // Wendy sees the time taken on the booking page and joins its waitlist.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/booking/${service.id}?date=${date}`);
  const taken = page.getByRole('list', { name: /^Taken times/ });
  const join = taken.getByRole('button', { name: new RegExp(`^${time}, .*taken\\. Join the waitlist$`) });
  await expect(join).toBeVisible();
  await join.click();
  await expect(page.getByText("You're on the waitlist. We'll tell you if this time frees up.")).toBeVisible();
  const onList = taken.getByRole('button', { name: new RegExp(`^${time}, .*you are on its waitlist$`) });
  await expect(onList).toBeDisabled();
  await expectAccessible(page, 'the booking page with a taken time joined');
  await screenshots(page, 'waitlist-booking-page');

  // The business page's Available Times shows the taken time too, already joined.
  await page.goto(`/merchant/${service.merchant_id}`);
  await page.getByLabel('Service', { exact: true }).selectOption(service.id);
  await expect(page.getByRole('list', { name: /^Taken times/ }).getByRole('button', { name: new RegExp(`^${time}, .*you are on its waitlist$`) })).toBeDisabled();

  // My Bookings lists it under Your waitlists.
  await page.goto('/my-bookings');
  const waitlists = page.getByRole('region', { name: 'Your waitlists' });
  await expect(waitlists.getByText(service.name)).toBeVisible();
  await expect(waitlists.getByText('Waiting for this time to free up.')).toBeVisible();
  await expectAccessible(page, 'My Bookings with a waitlist');
  await screenshots(page, 'waitlist-my-bookings');

  // Bo cancels (days ahead, so allowed); the notice job tells Wendy by mail.
  expect((await bo.post(`/api/bookings/${booking.id}/cancel`)).status()).toBe(200);
  await boContext.close();
  const mail = await latestMailTo(page.request, email);
  expect(mail.subject).toContain(`A time you wanted is free: ${service.name}, `);
  expect(mail.text).toContain(`A time you wanted is free: ${service.name} at `);
  const link = /Book it now: (\S+)/.exec(mail.text)![1]!;
  expect(link).toContain(`/booking/${service.id}?date=${date}&time=`);

  // She follows the link and books the time (the hold is hers: the payment step opens).
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: new RegExp(`^${time}`) })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Read the booking terms' }).click();
  await page.getByRole('dialog', { name: 'Booking terms' }).getByRole('button', { name: 'I Agree' }).click();
  const policy = page.getByRole('checkbox', { name: /booking policy/ });
  if (await policy.isVisible()) await policy.check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
});
