import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, screenshots, signUpThroughApi, hasBookingPolicy } from './support/fixtures';

interface Slot {
  date: string;
  time: string;
  off_peak: boolean;
  price: number;
}

test('a new customer saves a business from its page, finds it in their account with its next off-peak time, and books a cancelled treatment again', async ({ context, page }) => {
  test.slow();
  await acceptCookiesUpFront(context);
  await signUpThroughApi(context, 'Fenella');

  // A listed service of the demo catalogue with a free off-peak time this week: its business is the one to save.
  const listing = (await (await context.request.get('/api/services?limit=12')).json()) as {
    services: { id: string; name: string; merchant_id: string; merchant_business_name: string; next_available: Slot[] }[];
  };
  const service = listing.services.find((candidate) => candidate.next_available.some((slot) => slot.off_peak));
  if (!service) throw new Error('no demo service with a free off-peak time');
  const business = service.merchant_business_name;

  // The business page: the heart saves it, and stays filled after a reload (the server has it).
  await page.setViewportSize(DESKTOP);
  await page.goto(`/merchant/${service.merchant_id}`);
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await page.getByRole('button', { name: `Save ${business} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${business} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await (await context.request.get('/api/favourites/ids')).json()).merchant_ids).toEqual([service.merchant_id]);
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${business} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'the business page with a saved heart');
  await screenshots(page, 'favourites-business-page');

  // The home page's cards (a cached listing, the same for everyone) draw the heart from the customer's ids.
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Remove ${business} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');

  // The account: the saved business with its next free off-peak time, booking that very time.
  const saved = (await (await context.request.get('/api/favourites')).json()).favourites as { merchant_id: string; next_off_peak: (Slot & { service_id: string; service_name: string }) | null }[];
  expect(saved.map((favourite) => favourite.merchant_id)).toEqual([service.merchant_id]);
  const next = saved[0]!.next_off_peak;
  expect(next).not.toBeNull();
  await page.goto('/account');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  const item = favourites.getByRole('article', { name: business });
  await expect(item).toBeVisible();
  await expect(item.getByText('Next free off-peak:')).toBeVisible();
  await expect(item.getByText(new RegExp(`${next!.time} · ${next!.service_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeVisible();
  await expect(item.getByRole('link', { name: /^Book/ })).toHaveAttribute('href', `/booking/${next!.service_id}?date=${next!.date}&time=${next!.time}`);
  await expectAccessible(page, 'the account with a favourite');
  await screenshots(page, 'favourites-account');

  // Book again: a held time, cancelled, offers the same treatment again on its first off-peak day.
  const availability = (await (await context.request.get(`/api/services/${service.id}/availability`)).json()) as { days: { date: string; times: string[] }[] };
  const day = availability.days.slice(1).find((candidate) => candidate.times.length > 0);
  if (!day) throw new Error('no free time to hold');
  const policy = await hasBookingPolicy(context.request, service.merchant_id);
  const held = await context.request.post('/api/bookings', {
    data: { service_id: service.id, booking_date: day.date, booking_time: day.times.at(-1), agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
  });
  expect(held.status(), await held.text()).toBe(201);
  const booking = (await held.json()) as { id: string };
  expect((await context.request.post(`/api/bookings/${booking.id}/cancel`)).status()).toBe(200);

  await page.goto('/my-bookings');
  const card = page.getByRole('article', { name: service.name });
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expectAccessible(page, 'My Bookings with Book again');
  await screenshots(page, 'favourites-book-again');
  await card.getByRole('link', { name: /^Book again/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${service.id}\\?next=off-peak$`));
  await expect(page.getByRole('heading', { level: 1, name: `Book ${service.name}` })).toBeVisible();
  // The day shown is the first with a free off-peak time: that time is there, at its off-peak price.
  const firstOffPeak = ((await (await context.request.get(`/api/services/${service.id}`)).json()).next_available as Slot[]).find((slot) => slot.off_peak)!;
  await expect(page.getByRole('list', { name: /^Free times/ }).getByRole('button', { name: new RegExp(`^${firstOffPeak.time}\\s*,.*off-peak price`) })).toBeVisible();
  await expectAccessible(page, 'the booking page from Book again');
});
