import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, PHONE, screenshots, signInAs, signUpThroughApi } from './support/fixtures';

interface CatalogueService {
  id: string;
  name: string;
  merchant_id: string;
  price: number;
  off_peak_price: number | null;
}

test('the demo salon applies a template with a fixed price, and a customer sees and is quoted the new price', async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(context);
  await signInAs(page.context(), 'merchant@lull.test');
  const { id: merchantId } = (await (await page.request.get('/api/merchants/me')).json()) as { id: string };
  const listing = (await (await page.request.get(`/api/services?merchant_id=${merchantId}&limit=50`)).json()) as { services: CatalogueService[] };
  const threading = listing.services.find((service) => service.name === 'Brow Threading')!;
  // Before: Lull's standard hours and the service's own off-peak price.
  expect(threading).toMatchObject({ price: 25, off_peak_price: 18 });

  await page.goto('/merchant/dashboard?tab=off-peak');
  await expect(page.getByRole('heading', { level: 2, name: 'Off-peak hours' })).toBeVisible();
  await expect(page.getByText(/No off-peak slots yet/)).toBeVisible();

  // Weekday Mornings: five slots, Monday to Friday 09:00–11:00.
  await page.getByRole('button', { name: /^Apply Weekday Mornings/ }).click();
  const slots = page.getByRole('list').filter({ has: page.getByRole('listitem', { name: /09:00–11:00/ }) });
  await expect(slots.getByRole('listitem', { name: /09:00–11:00/ })).toHaveCount(5);
  await expect(page.getByRole('listitem', { name: 'Monday 09:00–11:00' }).getByLabel('Discount (%)')).toHaveValue('20');

  // Fixed mode: Brow Threading at £12 in those slots. A price at or over the regular one is refused first.
  await page.getByRole('radio', { name: /Fixed price/ }).check();
  await page.getByRole('checkbox', { name: /^Brow Threading/ }).check();
  const fixedPrice = page.getByLabel('Off-peak price (£)');
  await fixedPrice.fill('25');
  await page.getByRole('button', { name: 'Save off-peak hours' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to save off-peak schedules');
  await expect(page.getByText('Enter an off-peak price from £0.01 up to just under the regular price.').first()).toBeVisible();
  await fixedPrice.fill('12');
  const preview = page.getByRole('region', { name: 'What customers pay' });
  await expect(preview).toContainText('£12.00');
  await expect(preview).toContainText('£17.00 with the booking fee');
  await expectAccessible(page, 'the off-peak hours manager');
  await screenshots(page, 'merchant-off-peak');

  await page.getByRole('button', { name: 'Save off-peak hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Off-peak hours saved' })).toBeVisible();
  // Saved: a reload shows the same settings.
  await page.reload();
  await expect(page.getByRole('listitem', { name: /09:00–11:00/ })).toHaveCount(5);
  await expect(page.getByRole('checkbox', { name: /^Brow Threading/ })).toBeChecked();
  await expect(page.getByLabel('Off-peak price (£)')).toHaveValue('12.00');

  // The customer's side: the catalogue now says £12, and each time carries its own price.
  await page.request.get('/api/logout');
  await signUpThroughApi(context, 'Ola');
  const after = (await (await page.request.get(`/api/services/${threading.id}`)).json()) as CatalogueService & { percent_off: number };
  expect(after).toMatchObject({ price: 25, off_peak_price: 12, percent_off: 52 });

  await page.goto(`/merchant/${merchantId}`);
  const panel = page.getByRole('region', { name: 'Available Times' });
  await panel.getByLabel('Service').selectOption(threading.id);
  // The panel states the new price, and each time carries its own: £12 inside the salon's window, else the usual £25,
  // never the £18 of Lull's standard hours. Which of the two its next three days show depends on the day the journey
  // runs (a Friday afternoon or a weekend holds no weekday morning), so the exact £12 time is checked below.
  await expect(panel.getByText('Off-peak prices from £12.00; other times £25.00')).toBeVisible();
  const times = panel.getByRole('link', { name: /book Brow Threading$/ });
  await expect(times.first()).toBeVisible();
  for (let index = 0; index < (await times.count()); index += 1) {
    await expect(times.nth(index)).toHaveAccessibleName(/, (£12\.00, off-peak price|£25\.00, usual price), book Brow Threading$/);
  }
  await expectAccessible(page, 'the business page with off-peak prices');
  await screenshots(page, 'merchant-off-peak-business-page');

  // The booking page quotes the first free weekday-morning time in the window at £12 plus the £5 fee.
  const { days } = (await (await page.request.get(`/api/services/${threading.id}/availability?days=14`)).json()) as { days: { date: string; times: string[] }[] };
  const isWeekday = (date: string) => [1, 2, 3, 4, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const morning = days.filter((day) => isWeekday(day.date)).flatMap((day) => day.times.filter((time) => time >= '09:00' && time < '11:00').map((time) => ({ date: day.date, time })))[0];
  if (!morning) throw new Error('no free weekday-morning time of Brow Threading in the next 14 days');
  await page.goto(`/booking/${threading.id}?date=${morning.date}&time=${encodeURIComponent(morning.time)}`);
  const chosen = page.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: new RegExp(`^${morning.time}\\s*, £12\\.00, off-peak price$`) });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const summary = page.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText('£25.00')).toBeVisible();
  await expect(summary.getByText('Off-peak discount')).toBeVisible();
  await expect(summary.getByText('£17.00')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'the booking page at a salon-set price');
  await screenshots(page, 'merchant-off-peak-booking-page');

  // Put the demo salon back on Lull's standard hours for the journeys that follow.
  await page.request.get('/api/logout');
  await signInAs(page.context(), 'merchant@lull.test');
  expect((await page.request.post(`/api/off-peak-schedules/${merchantId}`, { data: { schedules: [], affected_services: [], pricing_mode: 'percentage' } })).status()).toBe(200);
  expect(((await (await page.request.get(`/api/services/${threading.id}`)).json()) as CatalogueService).off_peak_price).toBe(18);
});

test('overlapping slots are saved and the salon is told which discount applies where they overlap', async ({ page, context }) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(context);
  await signInAs(page.context(), 'merchant@lull.test');
  const { id: merchantId } = (await (await page.request.get('/api/merchants/me')).json()) as { id: string };
  await page.goto('/merchant/dashboard?tab=off-peak');
  await expect(page.getByRole('heading', { level: 2, name: 'Off-peak hours' })).toBeVisible();

  // Tuesday 09:00–11:00 at 20% and 10:00–12:00 at 50%: 10:00–11:00 is in both.
  const addTuesday = async (start: string, end: string, discount: string) => {
    await page.getByRole('button', { name: 'Add custom slot' }).click();
    const slot = page.getByRole('listitem', { name: 'Monday 09:00–17:00' });
    await slot.getByLabel('Day').selectOption('2');
    const tuesday = page.getByRole('listitem', { name: 'Tuesday 09:00–17:00' });
    await tuesday.getByLabel('Start').selectOption(start);
    await page.getByRole('listitem', { name: `Tuesday ${start}–17:00` }).getByLabel('End').selectOption(end);
    await page.getByRole('listitem', { name: `Tuesday ${start}–${end}` }).getByLabel('Discount (%)').fill(discount);
  };
  await addTuesday('09:00', '11:00', '20');
  await expect(page.getByRole('region', { name: 'Some of your slots overlap' })).toHaveCount(0);
  await addTuesday('10:00', '12:00', '50');

  const rule = 'Tuesday 10:00–11:00 is in two of your slots (20% and 50% off): a booking starting then gets 50% off, the biggest discount.';
  const notice = page.getByRole('region', { name: 'Some of your slots overlap' });
  await expect(notice).toContainText(rule);
  for (const name of ['Tuesday 09:00–11:00', 'Tuesday 10:00–12:00']) {
    await expect(page.getByRole('listitem', { name })).toContainText('Overlaps another slot 10:00–11:00: 50% off applies there, the biggest discount.');
  }
  await expectAccessible(page, 'overlapping off-peak slots');
  await screenshots(page, 'merchant-off-peak-overlap');

  await page.getByRole('button', { name: 'Save off-peak hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Off-peak hours saved. Customers see the new prices now; where slots overlap, the biggest discount applies.' })).toBeVisible();
  // Saved as they are, and the list still says it after a reload, as the server does.
  const saved = (await (await page.request.get(`/api/off-peak-schedules/${merchantId}`)).json()) as { overlaps: { message: string }[] };
  expect(saved.overlaps.map((overlap) => overlap.message)).toEqual([rule]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Some of your slots overlap' })).toContainText(rule);

  // Back on Lull's standard hours for the journeys that follow.
  expect((await page.request.post(`/api/off-peak-schedules/${merchantId}`, { data: { schedules: [], affected_services: [], pricing_mode: 'percentage' } })).status()).toBe(200);
});
