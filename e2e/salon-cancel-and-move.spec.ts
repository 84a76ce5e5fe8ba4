import { expect, test, type BrowserContext } from '@playwright/test';
import { acceptCookiesUpFront, animationsDone, expectAccessible, latestMailTo, screenshots, signUpThroughApi, toastsGone, listedSalonThroughApi, snap } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** Holds and pays (sandbox card) a time of the service on a day from `skip` days on. */
async function bookAndPay(context: BrowserContext, serviceId: string, skip: number) {
  const availability = await (await context.request.get(`/api/services/${serviceId}/availability`)).json();
  const day = (availability.days as { date: string; times: string[] }[]).slice(skip).find((d) => d.times.length > 1);
  expect(day, 'a day with free times').toBeDefined();
  const held = await context.request.post('/api/bookings', { data: { service_id: serviceId, booking_date: day!.date, booking_time: day!.times[1], agreed_to_terms: true } });
  expect(held.status()).toBe(201);
  const bookingId = (await held.json()).id as string;
  const intent = await (await context.request.post('/api/payments/create-intent', { data: { booking_id: bookingId, credits_used: 0 } })).json();
  const paid = await context.request.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);
  return bookingId;
}

/**
 * A salon that cannot keep two bookings (decision 051): it offers the customer another time for one, which the
 * customer hears of and the booking keeps its time; it cancels the other with a reason, and the customer sees it
 * cancelled and refunded in full; the admin reads both on the bookings' timelines.
 */
test('a salon offers another time for one booking and cancels another with a reason; the customer and the admin see it', async ({ page, context, browser }) => {
  test.slow();
  const stamp = Date.now();
  const businessName = `Glow Salon ${stamp}`;
  const serviceName = `${businessName} Haircut`;

  const { owner, serviceId, adminContext } = await listedSalonThroughApi(browser, businessName, { name: serviceName, description: 'A cut and finish.', category: 'Hair' });

  const { email } = await signUpThroughApi(context, 'Jane');
  const toMove = await bookAndPay(context, serviceId, 2);
  const toCancel = await bookAndPay(context, serviceId, 4);

  // The salon opens the first booking from its Bookings tab and offers another time.
  const salon = owner.page;
  await salon.goto('/merchant/dashboard?tab=bookings');
  const table = salon.getByRole('table', { name: 'Your bookings' });
  const rowOf = (id: string) => table.getByRole('row').filter({ hasText: id.slice(0, 8).toUpperCase() });
  await rowOf(toMove).getByRole('button', { name: /^View booking/ }).click();
  const details = salon.getByRole('dialog', { name: serviceName });
  await details.getByRole('button', { name: 'Offer another time' }).click();
  const offer = salon.getByRole('dialog', { name: 'Offer another time' });
  const day = offer.getByLabel('Day');
  await expect(day.locator('option').nth(1)).toBeAttached();
  await day.selectOption({ index: 1 });
  await offer.getByLabel('Time').selectOption({ index: 1 });
  await offer.getByLabel(/Message for the customer/).fill('Our stylist is away that morning, sorry.');
  await animationsDone(offer);
  await expectAccessible(salon, 'the offer of another time');
  await screenshots(salon, 'salon-offer-another-time');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(salon.getByText('Another time offered. The customer has been asked to accept or decline it.')).toBeVisible();
  await expect(details.getByText(/^Waiting for Jane to answer your offer of/)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
  await salon.keyboard.press('Escape');
  await expect(rowOf(toMove).getByText(/^Waiting for Jane to answer/)).toBeVisible();

  // The customer hears of it, and the booking keeps its time until they answer.
  const bell = (await (await context.request.get('/api/notifications')).json()) as { title: string; message: string; link: string | null }[];
  expect(bell.find((notice) => notice.link === `/my-bookings#booking-${toMove}`)?.message).toContain(`${businessName} asks to move your ${serviceName}`);
  const offerMail = await latestMailTo(context.request, email);
  expect(offerMail.subject).toBe(`${businessName} asks to move your ${serviceName}`);
  expect(offerMail.text).toContain('Our stylist is away that morning, sorry.');
  const before = await (await context.request.get(`/api/bookings/${toMove}`)).json();
  expect(before.status).toBe('confirmed');

  // The salon cancels the other booking, with a reason the customer reads.
  await toastsGone(salon);
  await rowOf(toCancel).getByRole('button', { name: /^View booking/ }).click();
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = salon.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText("Jane gets everything back, including Lull's booking fee");
  await cancel.getByLabel('Reason for the customer').fill('A burst pipe has closed the salon that day.');
  await animationsDone(cancel);
  await expectAccessible(salon, 'the salon cancelling a booking');
  await screenshots(salon, 'salon-cancel-booking');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(salon.getByText('Booking cancelled. The customer gets everything back and has been told why.')).toBeVisible();
  await expect(details.getByText(/You cancelled it.*A burst pipe has closed the salon that day\./)).toBeVisible();
  await salon.keyboard.press('Escape');

  // The customer's My Bookings shows it cancelled; the mail says why and what comes back.
  await page.goto(`/my-bookings#booking-${toCancel}`);
  await expect(page.locator(`#booking-card-${toCancel}`)).toContainText(/cancelled/i);
  const cancelMail = await latestMailTo(context.request, email);
  expect(cancelMail.subject).toContain(`Cancelled by ${businessName}`);
  expect(cancelMail.text).toContain('Their reason: "A burst pipe has closed the salon that day."');
  expect(cancelMail.text).toContain("You get everything back, Lull's booking fee included");
  await expectAccessible(page, "the customer's bookings after the salon cancelled");
  await screenshots(page, 'salon-cancel-customer-bookings');

  // The admin opens each booking and reads its timeline.
  const admin = await adminContext.newPage();
  for (const [id, line] of [
    [toCancel, 'Cancelled by the salon: “A burst pipe has closed the salon that day.”'],
    [toMove, /^The salon offered to move it from .* to .*: “Our stylist is away that morning, sorry\.”$/],
  ] as const) {
    await admin.goto(`/admin/dashboard?tab=bookings&q=${id}`);
    const shortId = id.slice(0, 8).toUpperCase();
    await admin.getByRole('button', { name: `${shortId}, view booking` }).click();
    const dialog = admin.getByRole('dialog', { name: `Booking ${shortId}` });
    await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(dialog.getByText(line)).toBeVisible();
    if (id === toCancel) {
      await animationsDone(dialog);
      await expectAccessible(admin, "the admin's booking timeline");
      await screenshots(admin, 'salon-cancel-admin-timeline');
      // The timeline sits low in the dialog: its own picture, on a phone, where its lines wrap.
      await admin.setViewportSize({ width: 390, height: 844 });
      const timeline = dialog.locator('section', { has: admin.getByRole('heading', { name: 'Timeline' }) });
      await timeline.scrollIntoViewIfNeeded();
      await snap(timeline, 'salon-cancel-admin-timeline-section-phone');
    }
    await admin.keyboard.press('Escape');
  }
  // The business's profile counts the cancellation.
  const profile = await (await adminContext.request.get(`/api/admin/merchants/${owner.merchantId}`)).json();
  expect(profile).toMatchObject({ salon_cancellations: 1, recent_salon_cancellations: 1 });
  await adminContext.close();
});
