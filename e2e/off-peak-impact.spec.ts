import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, listedSalonThroughApi, PHONE, screenshots, signUpThroughApi, hasBookingPolicy } from './support/fixtures';

interface Figures {
  bookings: number;
  revenue: number;
  discount: number;
  booked_minutes: number;
  working_minutes: number;
  utilisation_percent: number;
}
interface Impact {
  from: string;
  to: string;
  rules: { label: string; totals: Figures }[];
  weeks: ({ week_start: string } & Figures)[];
  totals: Figures;
}
interface AdminImpact {
  totals: Figures;
  weeks: { week_start: string }[];
  salons: { items: ({ business_name: string } & Figures)[]; total: number };
}

const money = (pounds: number) => `£${(Math.round(pounds * 100) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
const card = (page: Page, list: string, label: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

/** No sideways scrolling once the chart has redrawn at the new width. */
async function fitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a salon sees what its off-peak rule brought in, and an admin sees the same across salons', async ({ browser }) => {
  test.setTimeout(180_000);
  // A new salon open Monday to Saturday 09:00–17:00, with one rule a day over all of it at 20% off its one service.
  const businessName = `Quiet Hours Studio ${Date.now().toString(36)}`;
  const { owner, serviceId, adminContext } = await listedSalonThroughApi(browser, businessName, { name: 'Calm Manicure', description: 'A quiet manicure.', category: 'Nails' });
  const schedules = [1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00', discount_percentage: 20, is_active: true }));
  const saved = await owner.page.request.post(`/api/off-peak-schedules/${owner.merchantId}`, { data: { schedules, affected_services: [serviceId], pricing_mode: 'percentage' } });
  expect(saved.status()).toBe(200);

  // A customer books and pays for its first free time from tomorrow: £38 less 20% is £30.40, £7.60 off.
  const customer = await browser.newContext();
  await acceptCookiesUpFront(customer);
  await signUpThroughApi(customer, 'Ines');
  const { days } = (await (await customer.request.get(`/api/services/${serviceId}/availability?days=14`)).json()) as { days: { date: string; times: string[] }[] };
  const day = days.slice(1).find((d) => d.times.length > 0)!;
  const policy = await hasBookingPolicy(customer.request, owner.merchantId);
  const held = await customer.request.post('/api/bookings', {
    data: { service_id: serviceId, booking_date: day.date, booking_time: day.times[0], agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
  });
  expect(held.status()).toBe(201);
  const intent = await (await customer.request.post('/api/payments/create-intent', { data: { booking_id: (await held.json()).id, credits_used: 0 } })).json();
  const paid = await customer.request.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);
  await customer.close();

  // The salon's Off-peak tab: by default the last 12 weeks up to today, which the booking is not in yet.
  const page = owner.page;
  await page.setViewportSize(DESKTOP);
  await page.goto('/merchant/dashboard?tab=off-peak');
  const section = page.getByRole('region', { name: 'What off-peak did for you' });
  await expect(section.getByRole('table', { name: 'Your off-peak rules and what each brought in' })).toBeVisible();
  await expect(section.getByText('No off-peak bookings in this period yet')).toBeVisible();

  // The period up to the booking's day.
  const from = (await (await page.request.get('/api/merchant/off-peak-impact')).json()).to as string;
  await section.getByLabel('From').fill(from);
  await section.getByLabel('To').fill(day.date);
  await section.getByRole('button', { name: 'Show period' }).click();
  const impact = (await (await page.request.get(`/api/merchant/off-peak-impact?from=${from}&to=${day.date}`)).json()) as Impact;
  expect(impact.totals).toMatchObject({ bookings: 1, revenue: 30.4, discount: 7.6, booked_minutes: 60 });
  const totals = 'Off-peak figures for the period';
  await expect(card(page, totals, 'Off-peak bookings')).toContainText('1');
  await expect(card(page, totals, 'Revenue after discount')).toContainText('£30.40');
  await expect(card(page, totals, 'Discount given')).toContainText('£7.60');
  await expect(card(page, totals, 'Quiet time filled')).toContainText(`${impact.totals.utilisation_percent}%`);

  // The chart, with a table of every week for screen readers, and the booked day's rule in the table.
  const chart = section.getByRole('figure', { name: 'Off-peak bookings per week' });
  await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
  await expect(chart.getByRole('table', { name: 'Off-peak bookings per week, by week' }).getByRole('row')).toHaveCount(impact.weeks.length + 1);
  const booked = impact.rules.find((rule) => rule.totals.bookings === 1)!;
  const row = section.getByRole('table', { name: 'Your off-peak rules and what each brought in' }).locator('tbody tr').filter({ hasText: booked.label });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText(money(30.4));
  await expectAccessible(page, 'what off-peak did for a salon');

  await page.setViewportSize(PHONE);
  await fitsTheScreen(page);
  await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
  await expectAccessible(page, 'what off-peak did for a salon on a phone');
  await screenshots(page, 'off-peak-impact-salon');
  await page.context().close();

  // The admin's Analytics tab for the same period: every salon per week, and the salons by off-peak bookings.
  const admin = await adminContext.newPage();
  await admin.setViewportSize(DESKTOP);
  await admin.goto(`/admin/dashboard?tab=analytics&from=${from}&to=${day.date}`);
  const across = admin.getByRole('region', { name: 'What off-peak did for salons' });
  const all = (await (await admin.request.get(`/api/admin/off-peak-impact?from=${from}&to=${day.date}&page_size=10`)).json()) as AdminImpact;
  const ours = (await (await admin.request.get(`/api/admin/off-peak-impact?from=${from}&to=${day.date}&merchant_id=${owner.merchantId}`)).json()) as AdminImpact;
  expect(ours.salons.items).toMatchObject([{ business_name: businessName, bookings: 1, revenue: 30.4, discount: 7.6 }]);
  await expect(card(admin, 'Off-peak figures across salons', 'Off-peak bookings')).toContainText(String(all.totals.bookings));
  await expect(card(admin, 'Off-peak figures across salons', 'Revenue after discount')).toContainText(money(all.totals.revenue));
  await expect(across.getByRole('figure', { name: 'Off-peak bookings per week, all salons' }).locator('.recharts-wrapper > svg')).toBeVisible();
  const salons = across.getByRole('table', { name: 'Salons by off-peak bookings' });
  await expect(salons.locator('tbody tr')).toHaveCount(all.salons.items.length);
  await expect(salons.locator('tbody tr').first()).toContainText(all.salons.items[0]!.business_name);
  await expectAccessible(admin, 'what off-peak did across salons');

  await admin.setViewportSize(PHONE);
  await fitsTheScreen(admin);
  await expectAccessible(admin, 'what off-peak did across salons on a phone');
  await screenshots(admin, 'off-peak-impact-admin');
  await adminContext.close();
});
