import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, latestMailTo, PHONE, screenshots, signUpThroughApi, listedSalonThroughApi, snap } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/**
 * A customer moves a paid peak-time booking to a cheaper off-peak time the same day from My Bookings (decision 051):
 * the dialog says what comes back before they confirm, the card shows the new time, and the mail carries the new
 * invite. On a phone first, then the same page on a desktop.
 */
test('reschedule to a cheaper time from My Bookings and see the refund and the new time', async ({ page, context, browser }) => {
  test.slow();
  const stamp = Date.now();
  const businessName = `Move Studio ${stamp}`;
  const serviceName = `${businessName} Gel`;

  const { serviceId, adminContext } = await listedSalonThroughApi(browser, businessName, { name: serviceName, description: 'Gel colour on natural nails.', category: 'Nails' });
  await adminContext.close();

  // The customer books and pays 16:00 (peak, £38 + £5) on a weekday at least two days away that also has 11:00 free.
  const { email } = await signUpThroughApi(context, 'Mira');
  const availability = await (await context.request.get(`/api/services/${serviceId}/availability`)).json();
  const day = (availability.days as { date: string; times: string[] }[])
    .slice(2)
    .find((d) => d.times.includes('16:00') && d.times.includes('11:00') && ![0, 6].includes(new Date(`${d.date}T12:00:00Z`).getUTCDay()));
  expect(day, 'a weekday with 11:00 and 16:00 free').toBeDefined();
  const held = await context.request.post('/api/bookings', { data: { service_id: serviceId, booking_date: day!.date, booking_time: '16:00', agreed_to_terms: true } });
  expect(held.status()).toBe(201);
  const bookingId = (await held.json()).id as string;
  const intent = await (await context.request.post('/api/payments/create-intent', { data: { booking_id: bookingId, credits_used: 0 } })).json();
  const paid = await context.request.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);

  // The mails' link lands on the booking's card, focused.
  await page.setViewportSize(PHONE);
  await page.goto(`/my-bookings#booking-${bookingId}`);
  const card = page.getByRole('article', { name: serviceName });
  await expect(card).toBeFocused();
  await expect(card).toContainText('16:00');
  await card.getByRole('button', { name: /^Reschedule/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Reschedule' });
  await expect(dialog).toBeVisible();
  // It opens on the booking's own day; the current time shows as taken there (the booking still holds it).
  await expect(dialog.getByRole('list', { name: 'Choose a date' }).getByRole('button', { pressed: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: /^Free times/ })).toBeVisible();
  await dialog.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: /^11:00/ }).click();
  await expect(dialog.getByText('£8.00 back to you')).toBeVisible();
  await expectAccessible(page, 'the reschedule dialog with the price difference');
  await snap(page, 'reschedule-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'reschedule-dialog-desktop');
  await page.setViewportSize(PHONE);

  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText(/£8\.00 will be refunded to your card by our team shortly/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('11:00');
  await expect(card).toContainText('£35.00');
  await expectAccessible(page, 'My Bookings after the move');
  await screenshots(page, 'reschedule-my-bookings');

  // The mail tells the new time and says its invite replaces the first one.
  const mail = await latestMailTo(context.request, email);
  expect(mail.subject).toContain('Booking moved');
  expect(mail.text).toContain('11:00');
  expect(mail.text).toContain('The calendar invite attached replaces the one we sent before.');
});
