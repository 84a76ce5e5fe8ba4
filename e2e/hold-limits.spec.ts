import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, screenshots, signUpThroughApi, hasBookingPolicy } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/**
 * Holds are for people about to pay (decision 033): a customer who already holds two times and asks for a third is
 * told which holds to finish or release, is offered exactly that on the page, releases one and books the time
 * they chose; the released time is free again for everyone.
 */
test('a customer holding two times is offered them to pay for or release, releases one and books the third', async ({ page, context }) => {
  test.slow();
  await signUpThroughApi(context, 'Hana');
  const request = context.request;

  // A demo service without a policy of its own and a day with three free times, two of which Hana holds already.
  const { services } = await (await request.get('/api/services?limit=50')).json();
  let found: { service: { id: string; name: string; merchant_business_name: string }; date: string; times: string[] } | undefined;
  for (const service of services as { id: string; name: string; merchant_id: string; merchant_business_name: string }[]) {
    if (await hasBookingPolicy(request, service.merchant_id)) continue;
    const { days } = await (await request.get(`/api/services/${service.id}/availability?days=14`)).json();
    // Starts far apart, so holding two leaves the third free whatever the service's length.
    const day = (days as { date: string; times: string[] }[]).slice(1).find((d) => d.times.length >= 12);
    if (day) {
      found = { service, date: day.date, times: [day.times[0]!, day.times[5]!, day.times.at(-1)!] };
      break;
    }
  }
  if (!found) throw new Error('no demo service with three free times far apart on one day');
  const { service, date, times } = found;
  const [first, second, third] = times as [string, string, string];
  for (const time of [first, second]) {
    const held = await request.post('/api/bookings', { data: { service_id: service.id, booking_date: date, booking_time: time, agreed_to_terms: true } });
    expect(held.status()).toBe(201);
  }

  await page.setViewportSize(DESKTOP);
  await page.goto(`/booking/${service.id}?date=${date}&time=${encodeURIComponent(third)}`);
  await expect(page.getByRole('button', { name: new RegExp(`^${third}`), pressed: true })).toBeVisible();
  // Ticked once the app is live: a box ticked before is the server-rendered pages journey's to check.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByRole('alert')).toContainText('You already have 2 times on hold:');
  await expect(page.getByRole('alert')).toContainText('Complete payment or release one to hold another time');
  const holds = page.getByRole('region', { name: 'Your times on hold' });
  await expect(holds.getByRole('listitem')).toHaveCount(2);
  const label = `${service.name} at ${service.merchant_business_name}`;
  await expect(holds.getByRole('link', { name: `Complete payment for ${label}` }).first()).toBeVisible();
  await expectAccessible(page, 'the booking page at the hold limit');
  await screenshots(page, 'hold-limit-booking-page');

  // Releasing the first frees it at once; Book Now then holds the chosen time.
  await holds.getByRole('button', { name: `Release ${label}` }).first().click();
  await expect(holds).toBeHidden();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  const { days } = await (await request.get(`/api/services/${service.id}/availability?days=14`)).json();
  const freeThatDay = (days as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
  expect([first, second].filter((time) => freeThatDay.includes(time))).toHaveLength(1);
  expect(freeThatDay).not.toContain(third);
});
