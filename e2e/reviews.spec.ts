import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, expectAccessible, PHONE, screenshots, signInAs, toastsGone } from './support/fixtures';

/**
 * The demo customer's completed visit at Bellenden Nail Studio (demo-reviews.ts) waits for her review: she leaves one,
 * the salon replies from its dashboard, and the business page shows both, the text as typed (never as markup).
 */
test('a customer reviews a completed booking and sees it on the business page with the salon’s reply', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const words = `Lovely <b>gel</b> manicure ${Date.now()}`;
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'customer@lull.test');
  const bookings = (await (await page.request.get('/api/bookings/me')).json()) as { id: string; status: string; merchant_id: string; merchant_business_name: string }[];
  const visit = bookings.find((booking) => booking.status === 'completed' && booking.merchant_business_name === 'Bellenden Nail Studio');
  expect(visit?.merchant_id, 'the demo customer’s completed visit').toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/my-bookings');
  const card = page.getByRole('article').filter({ hasText: 'Bellenden Nail Studio' });
  await card.getByRole('button', { name: /Leave a review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Review your visit' });
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await dialog.getByRole('radio', { name: '5 stars, Excellent' }).check();
  await dialog.getByLabel(/Tell others about it/).fill(words);
  await expectAccessible(page, 'the review dialog');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Your review')).toBeVisible();
  await expect(card.getByText(words)).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'My Bookings with a review');

  // The salon answers it, once, from its dashboard.
  const salonContext = await browser.newContext();
  await acceptCookiesUpFront(salonContext);
  await signInAs(salonContext, 'owner@bellenden-nails.lull.test');
  const salon = await salonContext.newPage();
  await salon.goto('/merchant/dashboard?tab=reviews');
  const mine = salon.getByRole('list', { name: 'Your reviews, newest first' }).getByRole('listitem').filter({ hasText: words });
  await mine.getByLabel(/^Reply to/).fill('Thank you, Cara! See you again soon.');
  await mine.getByRole('button', { name: 'Post reply' }).click();
  await expect(mine.getByText('Reply from the salon')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Post reply' })).toHaveCount(0);
  await toastsGone(salon);
  await expectAccessible(salon, 'the salon’s reviews');
  await salonContext.close();

  // Anyone sees it on the business page, newest first, as text, with the reply; the rating counts it.
  await page.goto(`/merchant/${visit!.merchant_id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const first = reviews.getByRole('list', { name: 'Reviews, newest first' }).getByRole('listitem').first();
  await expect(first.getByText(words)).toBeVisible();
  await expect(first.getByText('Cara C.')).toBeVisible();
  await expect(first.getByText('Thank you, Cara! See you again soon.')).toBeVisible();
  await expect(first.locator('b')).toHaveCount(0);
  await expect(reviews.getByText(/^\d+ verified reviews$/)).toBeVisible();
  await expect(reviews.getByRole('table', { name: 'Reviews by number of stars' })).toBeVisible();
  await expectAccessible(page, 'the business page with reviews');
  await screenshots(page, 'reviews-business-page');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
