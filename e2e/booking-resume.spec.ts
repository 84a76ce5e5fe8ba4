import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, PHONE, screenshots, signUpThroughApi, hasBookingPolicy } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** The page is at its top and the heading has the keyboard focus, inside the screen. */
async function expectStartsAtHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
}

/**
 * The booking flow lives in the address (decision 034). From a business page the back link names
 * the business; a reload, Back and Forward come back to the customer's own hold; their held time is theirs, never
 * "taken · Join waitlist"; any other page shows a banner back to it; a declined card says why and keeps the card; on
 * a phone every step and result starts at its focused heading.
 */
test('a hold survives reload, Back and Forward, is shown as yours, is offered from any page, and a declined card says why', async ({ page, context }) => {
  test.slow();
  await signUpThroughApi(context, 'Rae');
  const request = context.request;

  // A demo service without a policy of its own, and a free time from tomorrow on.
  const { services } = await (await request.get('/api/services?limit=50')).json();
  let found: { service: { id: string; name: string; merchant_id: string; merchant_business_name: string }; date: string; time: string } | undefined;
  for (const service of services as { id: string; name: string; merchant_id: string; merchant_business_name: string }[]) {
    if (await hasBookingPolicy(request, service.merchant_id)) continue;
    const { days } = await (await request.get(`/api/services/${service.id}/availability?days=14`)).json();
    const day = (days as { date: string; times: string[] }[]).slice(1).find((d) => d.times.length >= 3);
    if (day) {
      found = { service, date: day.date, time: day.times[1]! };
      break;
    }
  }
  if (!found) throw new Error('no demo service with free times');
  const { service, date, time } = found;
  const business = service.merchant_business_name;

  // Item 11: from the business page, the booking page's back link names the business and returns there.
  await page.setViewportSize(PHONE);
  await page.goto(`/merchant/${service.merchant_id}`);
  await page.getByRole('link', { name: `Book Now ${service.name}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/booking/${service.id}\\?from=merchant$`));
  const back = page.getByRole('link', { name: `Back to ${business}` });
  await expect(back).toHaveAttribute('href', `/merchant/${service.merchant_id}`);
  await expectStartsAtHeading(page, `Book ${service.name}`);

  // Hold a time: the address names the hold and the step.
  await page.goto(`/booking/${service.id}?date=${date}&time=${time}&from=merchant`);
  await expect(page.getByRole('button', { name: new RegExp(`^${time}`), pressed: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\?booking=[0-9a-f-]{36}&step=details&from=merchant$/);
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await expectStartsAtHeading(page, `Book ${service.name}`);

  // Reload on Contact Details: the same hold, the same step.
  await page.reload();
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Complete Payment [0-4]:\d\d/);
  await page.getByLabel('First name').fill('Robin');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?booking=${bookingId}&step=payment&from=merchant$`));
  await expectStartsAtHeading(page, `Book ${service.name}`);

  // Back and Forward move between the steps of the same hold.
  await page.goBack();
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await page.goForward();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();

  // Back to step 1: the held time is the customer's own, to continue with, not a taken time with a waitlist.
  await page.goBack();
  await page.goBack();
  await expect(page.getByText(/Step 1 of 3/)).toBeVisible();
  const yours = page.getByRole('button', { name: new RegExp(`^${time}, .*: your time on hold, [0-4]:\\d\\d left\\. Continue booking$`) });
  await expect(yours).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${time}, .*: taken`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expectAccessible(page, 'step 1 with the customer’s own time on hold');
  await screenshots(page, 'booking-resume-your-time-on-hold');
  await page.setViewportSize(PHONE);
  await yours.click();
  await expect(page).toHaveURL(new RegExp(`\\?booking=${bookingId}&step=details&from=merchant$`));

  // Any other page: the banner back to the hold, with its time left.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await page.goto('/services');
  const banner = page.getByRole('region', { name: 'Your time on hold' });
  await expect(banner.getByRole('link', { name: /You have a time on hold – complete payment \([0-4]:\d\d left\)/ })).toBeVisible();
  await expectAccessible(page, 'a page with the hold banner');
  await screenshots(page, 'booking-resume-banner');
  await page.setViewportSize(PHONE);
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/booking/${service.id}\\?booking=${bookingId}&step=payment$`));
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Item 2: a declined card says why, keeps the card as typed and keeps the hold.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Rae Tester');
  const pay = page.getByRole('button', { name: /^Pay £/ });
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined. Your time is still on hold');
  await expect(page.getByRole('alert')).not.toContainText('Payment failed');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
  await expect(page.getByLabel('CVC')).toHaveValue('123');
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Rae Tester');
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page, 'the payment step after a decline');
  await screenshots(page, 'booking-resume-declined');
  await page.setViewportSize(PHONE);
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('Your card has insufficient funds.');

  // Item 3: on a phone, the result starts at its heading, focused, though Pay was far down the page.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await pay.click();
  await expectStartsAtHeading(page, 'You’re booked!');
  await screenshots(page, 'booking-resume-booked');

  // Paid: no banner anywhere, and Back to the hold's address says it is paid.
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your time on hold' })).toHaveCount(0);
  await page.goto(`/booking/${service.id}?booking=${bookingId}&step=payment`);
  await expect(page.getByRole('heading', { name: 'This booking is already paid' })).toBeFocused();
});

test('on a phone, paying on /payment/{id} shows Payment Successful at its focused heading', async ({ page, context }) => {
  await signUpThroughApi(context, 'Pia');
  const request = context.request;
  const { services } = await (await request.get('/api/services?limit=50')).json();
  let held: { id: string } | undefined;
  for (const service of services as { id: string; merchant_id: string }[]) {
    if (await hasBookingPolicy(request, service.merchant_id)) continue;
    const { days } = await (await request.get(`/api/services/${service.id}/availability?days=14`)).json();
    const day = (days as { date: string; times: string[] }[]).slice(2).find((d) => d.times.length > 0);
    if (!day) continue;
    const response = await request.post('/api/bookings', { data: { service_id: service.id, booking_date: day.date, booking_time: day.times.at(-1), agreed_to_terms: true } });
    if (response.status() === 201) {
      held = await response.json();
      break;
    }
  }
  expect(held, 'a bookable time').toBeDefined();

  await page.setViewportSize(PHONE);
  await page.goto(`/payment/${held!.id}?timer=true`);
  await expectStartsAtHeading(page, 'Payment');
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('01/31');
  await page.getByLabel('CVC').fill('321');
  await page.getByLabel('Cardholder name').fill('Pia Tester');
  const pay = page.getByRole('button', { name: /^Pay £/ });
  await pay.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await pay.click();
  await expectStartsAtHeading(page, 'Payment Successful');
  await expectAccessible(page, 'Payment Successful');
  await screenshots(page, 'payment-page-success');
});
