import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, latestMailTo, screenshots, signInAs, signUpThroughApi, hasBookingPolicy } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('book an off-peak time, pay by card after a decline, find it in My Bookings and the mail, then cancel it', async ({ page, context }) => {
  // The whole journey, with an axe scan and two screenshots at every step.
  test.slow();
  const { email } = await signUpThroughApi(context, 'Bea');
  await page.setViewportSize(DESKTOP);

  // A demo business's service with an off-peak price, opened from the services listing.
  await page.goto('/services');
  const row = page
    .getByRole('list', { name: /^Services at / })
    .locator(':scope > li')
    .filter({ hasText: 'off-peak' })
    .first();
  const serviceName = (await row.getByRole('link', { name: /^Book / }).innerText()).replace(/^Book\s*/, '').trim();
  await row.getByRole('link', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book');
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');

  // 14 dates; pick one at least two days ahead (so it can be cancelled) with an off-peak time.
  const dates = page.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  await expect(dates).toHaveCount(14);
  let picked = false;
  for (let i = 2; i < 14 && !picked; i += 1) {
    await dates.nth(i).click();
    await expect(dates.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const offPeak = page.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: /off-peak price/ });
    await expect(page.getByRole('list', { name: /^Free times/ }).or(page.getByText('No free times on this day'))).toBeVisible();
    if ((await offPeak.count()) > 0) {
      await offPeak.first().click();
      await expect(offPeak.first()).toHaveAttribute('aria-pressed', 'true');
      picked = true;
    }
  }
  expect(picked, 'an off-peak time within 14 days').toBe(true);

  const summary = page.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText('Off-Peak Booking Fee')).toBeVisible();
  await expect(summary.getByText('£5.00')).toBeVisible();
  await expect(summary.getByText('Off-peak discount')).toBeVisible();

  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();

  // Terms through the modal's I Agree.
  await page.getByRole('button', { name: 'Read the booking terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Booking terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'I Agree' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /booking terms/ })).toBeChecked();

  // Some businesses have a policy of their own: that needs agreeing to as well.
  const policy = page.getByRole('checkbox', { name: /booking policy/ });
  if (await policy.isVisible()) {
    await expect(bookNow).toBeDisabled();
    await policy.check();
  }
  await page.getByRole('textbox', { name: /Special requests/ }).fill('Sensitive skin, please.');
  await expect(bookNow).toBeEnabled();

  await expectAccessible(page, 'the booking page');
  await screenshots(page, 'booking');

  await bookNow.click();

  // Step 2: contact details, pre-filled from the account, with the spec's rules.
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Complete Payment [45]:\d\d/);
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await emailField.fill('bea@example');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('domain incomplete')).toBeVisible();
  await expectAccessible(page, 'the contact details step');
  await screenshots(page, 'booking-details');
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Step 3: the welcome credit comes off; a declined card keeps the hold and says so.
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  const order = page.getByRole('region', { name: 'Order summary' });
  await expect(order.getByText('−£3.00')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Bea Tester');
  const pay = page.getByRole('button', { name: /^Pay £/ });
  await pay.click();
  // The reason the customer can act on (decision 034); the card stays as typed.
  const failure = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Bea Tester');
  await expectAccessible(page, 'the payment step after a decline');
  await screenshots(page, 'booking-payment-declined');
  await failure.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toBeHidden();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'You’re booked!' })).toBeVisible();
  await screenshots(page, 'booking-success');
  // The success view moves on by itself after 3 seconds.
  await expect(page).toHaveURL(/\/my-bookings$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('Manage your appointments')).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming Appointments' });
  const card = upcoming.getByRole('article').filter({ hasText: serviceName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', /\/calendar\.ics$/);
  await expectAccessible(page, 'My Bookings');
  await screenshots(page, 'my-bookings');

  // The confirmation mail, with its calendar invite, went out through the outbox.
  const mail = await latestMailTo(context.request, email);
  expect(mail.subject).toContain(`Booking confirmed: ${serviceName}`);
  expect((mail as unknown as { attachments: string[] }).attachments).toEqual(['lull-booking.ics']);

  // The confirmation page: what was paid, by which card.
  await card.getByRole('link', { name: /View confirmation/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What’s Next' })).toBeVisible();
  await expectAccessible(page, 'the confirmation page');
  await screenshots(page, 'booking-confirmation');
  await page.getByRole('link', { name: 'View My Bookings' }).click();

  // Cancel more than 24 hours ahead: credit back at once, the card part less the fees as a refund.
  await card.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm.getByText(/£3\.00 of Lull credit restored/)).toBeVisible();
  await expectAccessible(page, 'the cancel dialog');
  await screenshots(page, 'my-bookings-cancel-dialog');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toBeHidden();
  // The toast says what happened: the credit is back now, the card part is refunded by our team.
  await expect(page.getByText(/^Booking cancelled\. £3\.00 of credit is back in your account now; £[\d.]+ will be refunded to your card by our team shortly\.$/)).toBeVisible();

  const past = page.getByRole('region', { name: 'Past Appointments' });
  const cancelled = past.getByRole('article').filter({ hasText: serviceName });
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByText('Cancelled')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(upcoming.getByRole('article').filter({ hasText: serviceName })).toHaveCount(0);
  const me = await (await context.request.get('/api/users/me')).json();
  expect(me.user?.credit_balance ?? me.credit_balance).toBe(3);
  await screenshots(page, 'my-bookings-cancelled');
});

test('a held booking is paid from My Bookings on the payment page, with its countdown', async ({ page, context }) => {
  await signUpThroughApi(context, 'Eve');
  // Hold a time through the API, as leaving step 1 does.
  const services = await (await context.request.get('/api/services?limit=12')).json();
  const list = (services.services ?? services) as { id: string }[];
  let held: { id: string } | undefined;
  for (const candidate of list) {
    const availability = await (await context.request.get(`/api/services/${candidate.id}/availability`)).json();
    const day = (availability.days as { date: string; times: string[] }[]).find((d) => d.times.length > 0 && d !== availability.days[0]);
    if (!day) continue;
    const policy = await hasBookingPolicy(context.request, (await (await context.request.get(`/api/services/${candidate.id}`)).json()).merchant_id);
    const response = await context.request.post('/api/bookings', {
      data: { service_id: candidate.id, booking_date: day.date, booking_time: day.times[0], agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
    });
    if (response.status() === 201) {
      held = await response.json();
      break;
    }
  }
  expect(held, 'a bookable time').toBeDefined();

  await page.goto('/my-bookings');
  // The banner above offers the same hold ("You have a time on hold – complete payment (4:12 left)"): decision 034.
  await expect(page.getByRole('region', { name: 'Your time on hold' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete Payment', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${held!.id}\\?timer=true$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Complete Payment [0-4]:\d\d/);
  const pay = page.getByRole('button', { name: /^Pay £/ });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  const policy = page.getByRole('checkbox', { name: /booking policy/ });
  if (await policy.isVisible()) await policy.check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('01/31');
  await page.getByLabel('CVC').fill('321');
  await page.getByLabel('Cardholder name').fill('Eve Tester');
  await expectAccessible(page, 'the payment page');
  await screenshots(page, 'payment-page');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Upcoming Appointments' }).getByText('Confirmed')).toBeVisible();
});

test('a free consultation is booked with credit alone, no card', async ({ page, context }) => {
  // The demo customer has £6 of credit: the welcome credit and a demo bonus.
  await signInAs(context, 'customer@lull.test');
  await page.goto('/services?search=Skin%20Consultation');
  const row = page.getByRole('list', { name: /^Services at / }).locator(':scope > li').filter({ hasText: 'Skin Consultation' }).first();
  await row.getByRole('link', { name: /^Book / }).click();
  const dates = page.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  let picked = false;
  for (let i = 1; i < 14 && !picked; i += 1) {
    await dates.nth(i).click();
    await expect(page.getByRole('list', { name: /^Free times/ }).or(page.getByText('No free times on this day'))).toBeVisible();
    const times = page.getByRole('list', { name: /^Free times/ }).getByRole('button');
    if ((await times.count()) > 0) {
      await times.first().click();
      picked = true;
    }
  }
  expect(picked).toBe(true);
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Your credit covers this booking: no card needed.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, 'a credit-only payment');
  await screenshots(page, 'booking-credit-only');
  await page.getByRole('button', { name: 'Confirm booking with credit' }).click();
  await expect(page.getByRole('heading', { name: 'You’re booked!' })).toBeVisible();
  const me = await (await context.request.get('/api/users/me')).json();
  expect(me.user?.credit_balance ?? me.credit_balance).toBe(1);
});

test('the older booking address honours from=merchant (back to the business by name), and an unknown service says so', async ({ page, context }) => {
  await signUpThroughApi(context, 'Cal');
  await page.goto('/services');
  const href = await page.getByRole('link', { name: /^Book / }).first().getAttribute('href');
  const serviceId = href?.split('/').pop() ?? '';

  await page.goto(`/booking-v1/${serviceId}?from=merchant`);
  await expect(page.getByRole('link', { name: /^Back to (?!Services)/ })).toHaveAttribute('href', /^\/merchant\/[0-9a-f-]{36}$/);

  await page.goto('/test-booking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('a new customer sees the empty My Bookings', async ({ page, context }) => {
  await signUpThroughApi(context, 'Dee');
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await expect(page.getByText('Start by browsing our amazing beauty services')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});
