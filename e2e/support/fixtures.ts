import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation, listing each rule and where it was found. It scans the page as a
 * visitor sees it once it is live and still: what appears then (the cookie banner) has faded in, since axe reads colours
 * mid-fade as too faint.
 */
export async function expectAccessible(page: Page, label: string) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(async () => {
    // Two frames, for what the app shows as it goes live, then every animation that ends (not a spinner's). Each wait
    // is bounded: a renderer that stops drawing frames for a while (a busy machine, a page it holds back) would
    // otherwise hold the test until its timeout, and the scan is as good a moment later.
    const atMost = (ms: number, wait: Promise<unknown>) => Promise.race([wait, new Promise((resolve) => setTimeout(resolve, ms))]);
    await atMost(2_000, new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await atMost(5_000, Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))));
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

let counter = 0;
/**
 * Waits for an element's animations (a dialog opening) to end, so an axe scan or screenshot sees it settled. An
 * animation cancelled on the way (the dialog closed, or replaced) counts as ended rather than failing the wait.
 */
export async function animationsDone(element: Locator) {
  await element.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/** A dialog shown and faded in: axe reads colours mid-fade as too faint. */
export async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await animationsDone(dialog);
}

export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** The newest mail sent to an address, read from the development outbox as a person would. */
export async function latestMailTo(request: APIRequestContext, to: string) {
  await expect.poll(async () => (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()).length).toBeGreaterThan(0);
  const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
  return mail as { to: string; subject: string; text: string };
}

let addresses = 0;
/** A private address no other journey's customer uses. */
function customerAddress(): string {
  addresses += 1;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/**
 * Creates an account through the API and hands its session to the browser, so journeys needn't retype it. The
 * customer then browses from an address of their own, as people do (the e2e server believes X-Forwarded-For from
 * loopback): the per-address limits (20 sign-ups an hour, 20 card confirmations in 15 minutes) count each customer,
 * not every journey of the run together.
 */
export async function signUpThroughApi(context: BrowserContext, firstName = 'Tess') {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': customerAddress() });
  const email = newEmail(firstName.toLowerCase());
  const response = await context.request.post('/api/auth/register', {
    data: { email, password: 'a-good-password', first_name: firstName, last_name: 'Tester', phone: '+44 7700900123', city: 'London', gdpr_consent: true, marketing_consent: false },
  });
  expect(response.status()).toBe(201);
  return { email, password: 'a-good-password' };
}

const demoSessions = new Map<string, Cookie[]>();

/**
 * Signs `context` in as a demo account (password `demo-password`), reusing the session this test worker already
 * has for it while the server still honours it: sign-in allows 10 tries per address and account in 15 minutes,
 * and one run of every journey signs the demo admin in more often than that, all from 127.0.0.1.
 */
export async function signInAs(context: BrowserContext, email: string) {
  const known = demoSessions.get(email);
  if (known) {
    await context.addCookies(known);
    const me = await context.request.get('/api/users/me');
    if (me.ok() && (await me.json()).email === email) return;
  }
  const response = await context.request.post('/api/auth/login', { data: { email, password: 'demo-password' } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  demoSessions.set(email, (await context.cookies()).filter((cookie) => cookie.name === 'lull_session'));
}

/**
 * Waits for the toasts to leave before an axe scan or a screenshot: sonner's rich success colours (green on pale green)
 * fall just short of 4.5:1, and a toast caught mid-animation is fainter still.
 */
export async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** Accepts cookies up front so the banner stays out of the way of journeys that are not about it. */
export async function acceptCookiesUpFront(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem('gdpr_consent', 'accepted');
    window.localStorage.setItem('gdpr_consent_date', new Date().toISOString());
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Screenshots are for people to look at: taken on a developer's machine (`test-results/screenshots/`), not in CI,
 * where nobody opens them and full-page captures in software rendering were the slowest step of a journey.
 * `E2E_SCREENSHOTS=1` or `=0` decides either way.
 */
export const screenshotsTaken = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** One screenshot of the page or of one element, named for `test-results/screenshots/`, when screenshots are taken. */
export async function snap(target: Page | Locator, name: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}) {
  if (!screenshotsTaken) return;
  await target.screenshot({ path: path.join(test.info().project.outputDir, 'screenshots', `${name}.png`), ...options });
}

/** Full-page screenshots at phone and desktop sizes, ending back at desktop size. */
export async function screenshots(page: Page, name: string) {
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    // From the top with nothing focused, so the sticky header and skip link sit where a visitor first sees them.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await snap(page, `${name}-${label}`, { fullPage: true });
  }
}

/** A small PDF a salon can upload as a certificate. */
export const CERTIFICATE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Public liability insurance\n'), Buffer.alloc(20 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
const WEEK = 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 09:00-17:00, Sunday: Closed';

/** A new salon owner signs up and applies through the API, as onboarding does; answers their signed-in page. */
export async function ownerApplies(browser: Browser, businessName: string, owner: { contactPerson?: string; phone?: string; availabilityHours?: string } = {}) {
  const context = await browser.newContext();
  await acceptCookiesUpFront(context);
  const account = await signUpThroughApi(context, 'Owner');
  const upload = await context.request.post('/api/uploads?purpose=certificate', { multipart: { file: { name: 'Insurance.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF } } });
  expect(upload.status()).toBe(201);
  const applied = await context.request.post('/api/merchants', {
    data: {
      business_name: businessName,
      business_category: 'Nail Salon',
      contact_person: owner.contactPerson ?? 'Noor Tester',
      phone: owner.phone ?? '+44 7700900888',
      address_line_1: '22 Kingsland Road',
      city: 'London',
      postcode: 'E2 8AA',
      description: 'Gel, BIAB and nail art; quiet on weekday mornings.',
      certificate_files: [{ id: (await upload.json()).id }],
      availability_hours: owner.availabilityHours ?? WEEK,
      agree_terms: true,
      agree_processing_fees: true,
      agree_refund_policy: true,
      agree_no_show_policy: true,
    },
  });
  expect(applied.status()).toBe(201);
  const page = await context.newPage();
  return { page, email: account.email, merchantId: (await applied.json()).id as string };
}

/**
 * Holds the first free time of a listed service at least `daysAhead` days away and pays for it as the booking pages
 * do: `credits` pounds of the customer's credit, the rest with the sandbox's 4242 card. `fromEnd` walks the list
 * from its end and takes each day's last time, so journeys sharing one database rarely ask for the same time.
 */
/** Whether a business has a booking policy of its own, which a hold must agree to. */
export async function hasBookingPolicy(request: APIRequestContext, merchantId: string): Promise<boolean> {
  const answer = await request.get(`/api/merchants/${merchantId}/policy`);
  return answer.ok() && ((await answer.json()) as { policy_content: string | null }).policy_content !== null;
}

export async function bookAndPayThroughApi(context: BrowserContext, { daysAhead = 1, credits = 0, fromEnd = false } = {}) {
  const answer = await (await context.request.get('/api/services?limit=12')).json();
  const list = (answer.services ?? answer) as { id: string; name: string; merchant_id: string }[];
  for (const service of fromEnd ? list.slice().reverse() : list) {
    const availability = await (await context.request.get(`/api/services/${service.id}/availability`)).json();
    const day = (availability.days as { date: string; times: string[] }[]).slice(daysAhead).find((d) => d.times.length > 0);
    if (!day) continue;
    const policy = await hasBookingPolicy(context.request, service.merchant_id);
    const held = await context.request.post('/api/bookings', {
      data: { service_id: service.id, booking_date: day.date, booking_time: fromEnd ? day.times.at(-1) : day.times[0], agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
    });
    if (held.status() !== 201) continue;
    const booking = await held.json();
    const intent = await (await context.request.post('/api/payments/create-intent', { data: { booking_id: booking.id, credits_used: credits } })).json();
    expect(intent.credits_used).toBe(credits);
    const paid = await context.request.post('/api/payments/confirm', {
      data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
    });
    expect(paid.status()).toBe(200);
    return { bookingId: booking.id as string, serviceName: service.name };
  }
  throw new Error('no bookable time in the demo catalogue');
}

/**
 * A salon customers can book, set up through the API: a new owner applies, an admin approves the business, the owner
 * adds one service (£38, £30 off-peak, 60 minutes unless said) and the admin approves it. Answers the owner, the
 * service's id and the admin's signed-in context, which the caller closes.
 */
export async function listedSalonThroughApi(
  browser: Browser,
  businessName: string,
  service: { name: string; description: string; category: string; price?: number; duration?: number },
  options: { availabilityHours?: string } = {},
) {
  const adminContext = await browser.newContext();
  await acceptCookiesUpFront(adminContext);
  await signInAs(adminContext, 'admin@lull.test');
  const owner = await ownerApplies(browser, businessName, options);
  expect((await adminContext.request.post(`/api/admin/merchants/${owner.merchantId}/approve`, { data: { approved: true } })).status()).toBe(200);
  const created = await owner.page.request.post('/api/services', {
    data: { price: 38, off_peak_price: 30, duration: 60, ...service, materials: '', technician_name: '', image_url: '', availability_schedule: '' },
  });
  expect(created.status()).toBe(201);
  const serviceId = (await created.json()).id as string;
  expect((await adminContext.request.post(`/api/admin/services/${serviceId}/approve`, { data: { approved: true } })).status()).toBe(200);
  return { owner, serviceId, adminContext };
}
