import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectAccessible, screenshots, signUpThroughApi } from './support/fixtures';

/** A listed business of the demo catalogue with photos, and one of its treatments. */
async function demoBusiness(page: Page) {
  const { services } = await (await page.request.get('/api/services?limit=12')).json();
  for (const service of services as { id: string; name: string; merchant_id: string; merchant_business_name: string }[]) {
    const merchant = await (await page.request.get(`/api/merchants/${service.merchant_id}`)).json();
    if (merchant.images.length > 0) return service;
  }
  throw new Error('no business of the demo catalogue has photos');
}

/** The API calls a page makes, and every answer that is an error, from the moment it is opened. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) apiCalls.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  // A hydration mismatch is thrown, not logged.
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return { apiCalls, failures };
}

test.describe('pages drawn on the server', () => {
  test('a business page arrives with its business, treatments and head, even without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const service = await demoBusiness(page);

    const response = await page.goto(`/merchant/${service.merchant_id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: service.merchant_business_name })).toBeVisible();
    await expect(page.getByText(service.name).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${service.merchant_business_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/merchant/${service.merchant_id}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/files\//);
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(structured).toMatchObject({ '@context': 'https://schema.org', name: service.merchant_business_name });
    expect(structured.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'GB' });
    await context.close();
  });

  test('the page comes alive without asking for its data again, and nothing a visitor asks for fails', async ({ page }) => {
    const service = await demoBusiness(page);
    const seen = watch(page);

    await page.goto(`/merchant/${service.merchant_id}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: service.merchant_business_name })).toBeVisible();
    // A click goes to the live app: the sign-in dialog opens.
    await page.getByRole('button', { name: 'Sign Up / Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();

    expect(seen.apiCalls.filter((path) => path.startsWith(`/api/merchants/${service.merchant_id}`) || path === '/api/services')).toEqual([]);
    expect(seen.apiCalls).not.toContain('/api/users/me');
    expect(seen.failures).toEqual([]);
  });

  test('what a visitor types or chooses before the app is live is not lost', async ({ page }) => {
    // The app's scripts held back, as on a slow phone: the drawn page is there to use before them.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/services', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox').first();
    await search.fill('massage');
    await page.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
    expect(await page.locator('html[data-hydrated]').count(), 'the app is not live yet').toBe(0);

    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]date=\d{4}-\d\d-\d\d/);
    await expect(search).toHaveValue('massage');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]search=massage/);

    // A box ticked before the app is live counts: the booking page knows the terms are agreed.
    await signUpThroughApi(page.context());
    const service = await demoBusiness(page);
    const { days } = (await (await page.request.get(`/api/services/${service.id}/availability?days=14`)).json()) as { days: { date: string; times: string[] }[] };
    const day = days.find((candidate) => candidate.times.length > 0);
    expect(day, 'the demo business has a free time').toBeDefined();
    await page.goto(`/booking/${service.id}?date=${day!.date}&time=${encodeURIComponent(day!.times[0]!)}`, { waitUntil: 'commit' });
    const terms = page.getByRole('checkbox', { name: /booking terms/ });
    await terms.check();
    expect(await page.locator('html[data-hydrated]').count(), 'the app is not live yet').toBe(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(terms).toBeChecked();
    await expect(page.getByText('Please agree to the booking terms to continue.')).toHaveCount(0);
  });

  test('home, a search and the static pages on a phone: drawn, found, accessible, no wider than the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const seen = watch(page);
    for (const [path, heading] of [
      ['/', /Book off-peak with Lull/],
      ['/services?category=Nails', /./],
      ['/faqs', /./],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits the phone`).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page, path);
    }
    await screenshots(page, 'ssr-faqs');
    expect(seen.failures).toEqual([]);
  });

  test('a business that is not public answers 404 and is kept out of search engines', async ({ page }) => {
    const response = await page.goto('/merchant/0e6b3c0a-3c1e-4c55-9d0e-0c7d1a2b3c4d');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a landing page for a treatment in an area: drawn, found in the sitemap, and one address for it', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemaps/landing-pages.xml')).text();
    const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(first, 'the demo catalogue has landing pages').toBeDefined();
    const path = new URL(first!).pathname;
    const [, , area, treatment] = path.split('/');
    const seen = watch(page);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: / in / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', first!);
    await expectAccessible(page, 'a landing page');
    await screenshots(page, 'ssr-landing');
    expect(seen.apiCalls.filter((call) => call.startsWith('/api/landing-pages/') || call === '/api/services/search')).toEqual([]);
    expect(seen.failures).toEqual([]);

    // The area by its bare district is the same page: moved to its one address.
    const district = area!.slice(area!.lastIndexOf('-') + 1);
    await page.goto(`/service/${district}/${treatment}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect((await page.request.get(`/service/${area}/tattoos`)).status()).toBe(404);
  });

  test('search engines find every listed business through the sitemap', async ({ page }) => {
    const service = await demoBusiness(page);
    const index = await (await page.request.get('/sitemap.xml')).text();
    const businesses = /<loc>([^<]+businesses-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(businesses).toBeDefined();
    const sitemap = await (await page.request.get(new URL(businesses!).pathname)).text();
    expect(sitemap).toContain(`/merchant/${service.merchant_id}</loc>`);
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});
