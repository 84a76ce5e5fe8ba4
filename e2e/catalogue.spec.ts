import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, signUpThroughApi, snap } from './support/fixtures';

const COUNT_LINE = /^\d+ business\(es\) • \d+ service\(s\) found$/;

/** The business names in the results, in order. */
async function businessNames(page: Page) {
  return page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 2 }).allInnerTexts();
}

async function waitForResults(page: Page) {
  await expect(page.getByText(COUNT_LINE)).toBeVisible();
  // The list dims while new filters load; wait until it shows the answer for the URL. The URL changes a moment before
  // the page draws what it asks for, so after a filter changes, a caller first waits for the chip or pill it shows.
  await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
}

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('Available Now on the home page lists bookable services with real next times', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Available Now' });
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(12);

  const first = cards.first();
  await expect(first.getByRole('link', { name: /^Book / })).toHaveAttribute('href', /^\/booking\/[0-9a-f-]{36}$/);
  await expect(first.getByRole('link', { name: /^(Today|Tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b.*\d\d:\d\d/ }).first()).toHaveAttribute(
    'href',
    /^\/booking\/[0-9a-f-]{36}\?date=\d{4}-\d{2}-\d{2}&time=\d{2}:\d{2}$/,
  );
  await expect(first.getByText(/^\d+% off$/)).toBeVisible();

  // The picture comes in the width the card is shown at (at most 400 px here), not as the 960-pixel original.
  const picture = first.locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
    .toMatch(/\/api\/files\/[0-9a-f-]{36}\?w=480$/);
  await expectAccessible(page, 'the home page with Available Now');
});

test('searching from the home page shows matching businesses and their services', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search treatments or salons' }).fill('NAILS');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/services\?search=NAILS$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForResults(page);
  const names = await businessNames(page);
  expect(names).toEqual(expect.arrayContaining(['Lacquer Lane Nail Bar', 'Bellenden Nail Studio']));
  expect(names).not.toContain('Columbia Cuts');
  await expect(page.getByRole('searchbox', { name: 'Search treatments or salons' })).toHaveValue('NAILS');
  await expectAccessible(page, 'the search results');
});

test('a category chip and a price chip filter the results and come off again', async ({ page }) => {
  await page.goto('/services');
  await waitForResults(page);
  const everything = await page.getByText(COUNT_LINE).innerText();

  const categories = page.getByRole('group', { name: 'Category' });
  await categories.getByRole('button', { name: 'Hair' }).click();
  await expect(page).toHaveURL(/categories=Hair/);
  await expect(categories.getByRole('button', { name: 'Hair' })).toHaveAttribute('aria-pressed', 'true');
  await waitForResults(page);
  expect((await businessNames(page)).sort()).toEqual(['Columbia Cuts', 'The Parkway Hair Room']);

  const prices = page.getByRole('group', { name: 'Price' });
  await prices.getByRole('button', { name: '£0-30' }).click();
  await expect(page).toHaveURL(/price=0-30/);
  await expect(prices.getByRole('button', { name: '£0-30' })).toHaveAttribute('aria-pressed', 'true');
  await waitForResults(page);
  // Every service left costs under £30 at its off-peak price (or its only price): the lower amount on its row.
  const rows = page.getByRole('list', { name: /^Services at / }).locator(':scope > li');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const amounts = [...(await row.innerText()).matchAll(/£(\d+\.\d\d)/g)].map((match) => Number(match[1]));
    expect(Math.min(...amounts)).toBeLessThan(30);
  }

  // Back undoes the last filter; the chips follow the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/price=/);
  await expect(prices.getByRole('button', { name: '£0-30' })).toHaveAttribute('aria-pressed', 'false');
  await page.goForward();
  await expect(prices.getByRole('button', { name: '£0-30' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Remove filter: £0-30' }).click();
  await page.getByRole('button', { name: 'Remove filter: Hair' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await waitForResults(page);
  await expect(page.getByText(COUNT_LINE)).toHaveText(everything);
});

test('a home category chip opens the services page with that category selected', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Treatment categories' }).getByRole('link', { name: 'Massage' }).click();
  await expect(page).toHaveURL(/\/services\?category=Massage$/);
  await waitForResults(page);
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'true');
  expect((await businessNames(page)).sort()).toEqual(expect.arrayContaining(['Church Street Bodywork', 'Northcote Massage Rooms']));
});

test('a postcode and a distance keep the nearby businesses and drop the far ones', async ({ page }) => {
  await page.goto('/services');
  await waitForResults(page);
  const everywhere = await page.getByText(COUNT_LINE).innerText();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Postcode').fill('e8 3ph');
  await page.getByLabel('Distance').selectOption({ label: 'Within 3 miles' });
  await page.getByRole('button', { name: 'Apply distance' }).click();

  await expect(page).toHaveURL(/postcode=E8\+3PH&within_miles=3/);
  await expect(page.getByRole('button', { name: 'Remove filter: Within 3 miles of E8 3PH' })).toBeVisible();
  await waitForResults(page);
  const names = await businessNames(page);
  expect(names).toEqual(expect.arrayContaining(['Arch & Amber Brow Studio', 'Columbia Cuts', 'Lacquer Lane Nail Bar']));
  expect(names).not.toContain('The Quiet Hour Clapham');
  await expect(page.getByText(/miles? away/).first()).toBeVisible();

  await page.getByLabel('Postcode').fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Apply distance' }).click();
  await expect(page.getByRole('alert')).toContainText("Failed to load services: We couldn't find that postcode. Check it and try again.");
  await page.getByRole('button', { name: 'Remove postcode' }).click();
  await waitForResults(page);
  await expect(page.getByText(COUNT_LINE)).toHaveText(everywhere);
});

test('Use my location measures the distance from where the visitor is', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.5411, longitude: -0.0649 }); // Hackney
  await page.goto('/services');
  await waitForResults(page);
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Distance').selectOption({ label: 'Within 1 mile' });
  await page.getByRole('button', { name: 'Use my location' }).click();

  await expect(page).toHaveURL(/lat=51\.541&lng=-0\.065&within_miles=1/);
  await expect(page.getByRole('button', { name: 'Remove filter: Within 1 mile of your location' })).toBeVisible();
  await waitForResults(page);
  const names = await businessNames(page);
  expect(names).toContain('Arch & Amber Brow Studio');
  expect(names).not.toContain('Lacquer Lane Nail Bar');
});

test('a treatment in an area has a page of its own, and every page names itself', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemaps/landing-pages.xml')).text();
  const nails = [...sitemap.matchAll(/<loc>([^<]+\/nails)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)[0];
  expect(nails, 'a landing page for nails').toBeDefined();
  await page.goto(nails!);
  await expect(page).toHaveTitle(/^Nails in .+ · Lull$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Nails in / })).toBeVisible();
  await waitForResults(page);
  const [first] = await businessNames(page);
  // Once the app is live, the link moves within it and the browser names the page; before, it loads the business
  // page drawn by the server, named by its own head.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('link', { name: first!, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first! })).toBeVisible();
  await expect(page).toHaveTitle('Business · Lull');
});

test('an empty search says so and clears its filters', async ({ page }) => {
  await page.goto('/services?search=no-such-treatment-anywhere');
  await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await waitForResults(page);
});

test('the rest of the businesses load as the list is scrolled, and by the Show more button', async ({ page }) => {
  await page.goto('/services');
  await waitForResults(page);
  const total = Number((await page.getByText(COUNT_LINE).innerText()).split(' ')[0]);
  const results = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(results).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('from the results to a business page, then a free time to the booking page', async ({ page, context }) => {
  await signUpThroughApi(context, 'Bea');
  await page.goto('/services?search=brow');
  await waitForResults(page);
  await page.getByRole('link', { name: 'Arch & Amber Brow Studio', exact: true }).click();

  await expect(page).toHaveURL(/\/merchant\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arch & Amber Brow Studio' })).toBeVisible();
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Opening hours' })).toContainText('Monday');
  await expect(page.getByRole('link', { name: '020 7946 0101' })).toHaveAttribute('href', 'tel:+442079460101');
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  await expectAccessible(page, 'the business page');

  const services = page.getByRole('region', { name: 'Services' });
  const card = services.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Brow Lamination & Tint' }) });
  await card.getByRole('button', { name: 'Details of Brow Lamination & Tint' }).click();
  await expect(card.getByText(/six to eight weeks/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Book Now Brow Lamination & Tint' })).toHaveAttribute('href', /^\/booking\/[0-9a-f-]{36}\?from=merchant$/);

  const times = page.getByRole('region', { name: 'Available Times' });
  await times.getByLabel('Service').selectOption({ label: 'Brow Lamination & Tint · 1 hr' });
  const slot = times.getByRole('link', { name: /book Brow Lamination & Tint$/ }).first();
  await expect(slot).toBeVisible();
  const href = await slot.getAttribute('href');
  await slot.click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?date=\d{4}-\d{2}-\d{2}&time=\d{2}:\d{2}&from=merchant$/);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
});

test('an unknown business page says so and offers a way on', async ({ page }) => {
  await page.goto('/merchant/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/merchant\/00000000-0000-4000-8000-000000000000$/);
  await expectAccessible(page, 'the unknown business page');
  await page.getByRole('link', { name: 'Browse treatments' }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await waitForResults(page);
});

test('home, results and business page on a phone and a desktop', async ({ browser }) => {
  // Six pages, each scanned and photographed at two sizes: more than the default minute on a busy machine.
  test.slow();
  const probe = await browser.newContext();
  const results = await (await probe.request.get('/api/services/search?search=brow&limit=1')).json();
  const merchantId: string = results.businesses[0].merchant_id;
  await probe.close();

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await acceptCookiesUpFront(context);
    const page = await context.newPage();
    const shots = [
      { name: 'home', path: '/', ready: () => expect(page.getByRole('region', { name: 'Available Now' }).getByRole('article').first()).toBeVisible() },
      { name: 'results', path: '/services?categories=Nails,Brows+%26+Lashes', ready: () => waitForResults(page) },
      { name: 'business', path: `/merchant/${merchantId}`, ready: () => expect(page.getByRole('region', { name: 'Available Times' }).getByRole('link').first()).toBeVisible() },
    ];
    for (const shot of shots) {
      await page.goto(shot.path);
      await shot.ready();
      // Lazy photos load as they come into view: scroll through once so the full-page picture has them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page, `${shot.name} on a ${viewport.name}`);
      await snap(page, `${shot.name}-${viewport.name}`, { fullPage: true });
    }
    await context.close();
  }
});
