import { expect, test, type Browser, type Locator } from '@playwright/test';
import {
  DESKTOP,
  acceptCookiesUpFront,
  expectAccessible,
  listedSalonThroughApi,
  screenshots,
  signUpThroughApi,
  toastsGone,
} from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** Open from 06:00 to 23:30 every day (the latest the hours allow), so today and tomorrow evening have free times whenever the journey runs. */
const EVERY_DAY_LATE = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 06:00-23:30`).join(', ');

const londonClock = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
const londonDate = (daysAhead = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

/**
 * An approved salon open late every day with one approved 30-minute service at £40, and its own off-peak hours
 * every day 17:00–19:00 at `discount`% off: so its early-evening times are cheaper than its later ones.
 */
async function lateSalon(browser: Browser, businessName: string, serviceName: string, discount: number) {
  const { owner, serviceId, adminContext } = await listedSalonThroughApi(
    browser,
    businessName,
    { name: serviceName, description: 'Gel colour on natural nails.', category: 'Nails', price: 40, duration: 30 },
    { availabilityHours: EVERY_DAY_LATE },
  );
  await adminContext.close();
  const schedules = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: '17:00', end_time: '19:00', discount_percentage: discount, is_active: true }));
  const saved = await owner.page.request.post(`/api/off-peak-schedules/${owner.merchantId}`, { data: { schedules, affected_services: [serviceId], pricing_mode: 'percentage' } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context: owner.page.context(), merchantId: owner.merchantId, serviceId };
}

/** The biggest 'NN% off' on a business's card. */
async function biggestSaving(card: Locator): Promise<number> {
  const badges = await card.getByText(/^\d+% off$/).allTextContents();
  return Math.max(0, ...badges.map((text) => Number.parseInt(text, 10)));
}

/**
 * A customer free tomorrow evening searches by day and part of the day from the home page, sees only evening
 * times, sorts by Biggest saving, opens a time from a card and books it; the home page's Last-minute today row
 * shows only times still ahead today.
 */
test('search for tomorrow evening, sort by biggest saving, book a time from a card; Last-minute today shows what is left today', async ({ page, context, browser }) => {
  test.slow();
  const stamp = Date.now();
  const word = `Lantern${stamp % 1_000_000}`;
  const tomorrow = londonDate(1);

  const deep = await lateSalon(browser, `${word} North`, `${word} Gel Manicure`, 40);
  const light = await lateSalon(browser, `${word} South`, `${word} Gel Refill`, 15);

  await signUpThroughApi(context, 'Evie');
  await page.setViewportSize(DESKTOP);

  // Home: the Last-minute today row, each of its times today and still ahead.
  const loadedAt = londonClock();
  await page.goto('/');
  const lastMinute = page.getByRole('region', { name: 'Last-minute today' });
  const times = lastMinute.getByRole('list', { name: 'Times still free today' }).getByRole('link', { name: /^Today \d\d:\d\d/ });
  // The salons above close at 23:30, so only late at night can nothing be left today.
  if (loadedAt < '22:45') await expect(times.first()).toBeVisible();
  else await expect(times.first().or(lastMinute.getByRole('link', { name: 'See tomorrow’s times' }))).toBeVisible();
  for (const name of await times.evaluateAll((links) => links.map((link) => link.textContent ?? ''))) {
    const time = /^Today (\d\d:\d\d)/.exec(name)?.[1] ?? '';
    expect(time > loadedAt, `${name} is later than ${loadedAt}`).toBe(true);
  }
  for (const href of await times.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(new RegExp(`^/booking/[^?]+\\?date=${londonDate()}&time=\\d\\d:\\d\\d$`));
  }

  // The hero search: what, tomorrow, evening.
  const search = page.getByRole('search', { name: 'Search treatments' });
  await search.getByRole('searchbox', { name: 'Search treatments or salons' }).fill(word);
  await search.getByRole('combobox', { name: 'Day', exact: true }).selectOption({ label: 'Tomorrow' });
  await search.getByRole('combobox', { name: 'Time of day' }).selectOption({ label: 'Evening, from 17:00' });
  await expectAccessible(page, 'the home page with Last-minute today and a search for tomorrow evening');
  await screenshots(page, 'search-by-when-home');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/services\\?search=${word}&date=${tomorrow}&time_of_day=evening$`));

  // The services page: the choice shows in the filters and the chips; the count says whose times they are.
  await expect(page.getByRole('combobox', { name: 'Day', exact: true })).toHaveValue(tomorrow);
  await expect(page.getByRole('combobox', { name: 'Time of day' })).toHaveValue('evening');
  await expect(page.getByRole('button', { name: 'Remove filter: Tomorrow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Evening' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('status')).toHaveText('2 businesses with free times tomorrow evening');
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(2);
  const chips = results.getByRole('link', { name: /, book / });
  await expect(chips.first()).toBeVisible();
  for (const name of await chips.allTextContents()) expect(name).toMatch(/^Tomorrow (1[7-9]|2[0-3]):[0-5]\d/);

  // Biggest saving: in the address, asked of the server, and the page's order follows it.
  const sorted = page.waitForResponse((response) => response.url().includes('/api/services/search?') && response.url().includes('sort=saving'));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Biggest saving' });
  await expect(page).toHaveURL(/[?&]sort=saving(&|$)/);
  await sorted;
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(`${word} North`);
  await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText(`${word} South`);
  expect(await biggestSaving(cards.first())).toBeGreaterThan(await biggestSaving(cards.nth(1)));
  await expectAccessible(page, 'the services page searching tomorrow evening, by biggest saving');
  await screenshots(page, 'search-by-when-services');

  // A time on the first card: really free by the booking's own rule, and chosen on the booking page it opens.
  const time = cards.first().getByRole('link', { name: /^Tomorrow \d\d:\d\d\b.*, book / }).first();
  const href = (await time.getAttribute('href')) ?? '';
  const [, chosenDate, chosenTime] = /\?date=(\d{4}-\d\d-\d\d)&time=(\d\d:\d\d)$/.exec(href) ?? [];
  expect(href.startsWith(`/booking/${deep.serviceId}?`), href).toBe(true);
  expect(chosenDate).toBe(tomorrow);
  const availability = (await (await page.request.get(`/api/services/${deep.serviceId}/availability?days=3`)).json()) as { days: { date: string; times: string[] }[] };
  expect(availability.days.find((day) => day.date === tomorrow)?.times).toContain(chosenTime);
  await time.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${deep.serviceId}\\?date=${tomorrow}&time=${chosenTime}`));
  const freeTimes = page.getByRole('list', { name: /^Free times/ }).getByRole('button');
  const chosen = freeTimes.filter({ hasText: chosenTime! });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');

  // Each time carries its own price: £24 in the salon's off-peak hours (17:00–19:00), the usual £40 after.
  const timesList = page.getByRole('list', { name: /^Free times/ });
  await expect(timesList.getByRole('button', { name: /^18:30\s*, £24\.00, off-peak price$/ })).toBeVisible();
  await expect(timesList.getByRole('button', { name: /^19:00\s*, £40\.00, usual price$/ })).toBeVisible();
  await expectAccessible(page, 'the booking page at the time chosen from a card');
  await screenshots(page, 'search-by-when-booking');
  await page.setViewportSize(DESKTOP);

  // Book and pay by card.
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Evie Tester');
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'You’re booked!' })).toBeVisible();
  await toastsGone(page);

  // The salon's diary holds it at the time clicked.
  const diary = ((await (await deep.context.request.get('/api/bookings/merchant?page_size=50')).json()) as { items: { booking_date: string; booking_time: string; status: string }[] }).items;
  expect(diary.map((item) => `${item.booking_date} ${item.booking_time.slice(0, 5)} ${item.status}`)).toEqual([`${tomorrow} ${chosenTime} confirmed`]);
  await deep.context.close();
  await light.context.close();
});
