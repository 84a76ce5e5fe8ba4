import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, latestMailTo, screenshots, signUpThroughApi, toastsGone, listedSalonThroughApi } from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/**
 * A salon with two people (decision 050): the customer sees Any professional first, picks one by name, sees only
 * their times, books, and finds "with {name}" on the confirmation, in My Bookings and in the mail.
 */
test('choose who does the treatment, book with them, and see their name on the confirmation and in My Bookings', async ({ page, context, browser }) => {
  test.slow();
  const stamp = Date.now();
  const businessName = `Two Chairs ${stamp}`;
  const memberName = `Rosa ${stamp % 100000}`;

  // Set up through the API: an approved business with an approved service and a second member who performs it.
  const { owner, serviceId, adminContext } = await listedSalonThroughApi(browser, businessName, { name: `${businessName} Gel`, description: 'Gel colour on natural nails.', category: 'Nails' });
  const added = await owner.page.request.post('/api/merchant/team', { data: { display_name: memberName, service_ids: [serviceId], working_hours: null, is_active: true } });
  expect(added.status(), await added.text()).toBe(201);
  const memberId = (await added.json()).id as string;
  const team = (await (await owner.page.request.get('/api/merchant/team')).json()).members as { id: string; display_name: string }[];
  expect(team).toHaveLength(2);
  await adminContext.close();

  // The customer opens the booking page: Any professional first and chosen, then each member by name.
  const { email } = await signUpThroughApi(context, 'Cleo');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/booking/${serviceId}`);
  const who = page.getByRole('group', { name: 'Choose a professional' });
  await expect(who).toBeVisible();
  const choices = who.getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(choices.first()).toBeChecked();
  await expect(who.locator('label').first()).toHaveText('Any professional');
  await expect(who.getByRole('radio', { name: team[0]!.display_name })).not.toBeChecked();
  await expect(page.getByRole('list', { name: /^Free times/ }).or(page.getByText('No free times on this day'))).toBeVisible();
  await expectAccessible(page, 'the booking page with the choice of professional');
  await screenshots(page, 'choose-professional');

  // Choosing the member asks for their times alone, and keeps them in the address.
  const theirTimes = page.waitForResponse((response) => response.url().includes(`/availability?`) && response.url().includes(`team_member_id=${memberId}`));
  await who.getByRole('radio', { name: memberName }).check();
  await theirTimes;
  await expect(who.getByRole('radio', { name: memberName })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`member=${memberId}`));

  // The first day from tomorrow with a free time (today's may all have passed), its first time.
  const dates = page.getByRole('list', { name: 'Choose a date' }).getByRole('button');
  await expect(dates).toHaveCount(14);
  let picked = false;
  for (let i = 1; i < 14 && !picked; i += 1) {
    await dates.nth(i).click();
    await expect(dates.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const free = page.getByRole('list', { name: /^Free times/ }).getByRole('button');
    await expect(page.getByRole('list', { name: /^Free times/ }).or(page.getByText('No free times on this day'))).toBeVisible();
    if ((await free.count()) > 0) {
      await free.first().click();
      await expect(free.first()).toHaveAttribute('aria-pressed', 'true');
      picked = true;
    }
  }
  expect(picked, 'a free time of the member within 14 days').toBe(true);
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  // Details, then payment by card.
  await expect(page.getByText(/Step 2 of 3/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your booking' }).getByText(`With ${memberName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/Step 3 of 3/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Cleo Tester');
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: 'You’re booked!' })).toBeVisible();
  await expect(page.getByText(`${businessName} Gel with ${memberName} at ${businessName} is confirmed.`, { exact: false })).toBeVisible();

  // My Bookings (the success view moves on by itself) names who it is with.
  await expect(page).toHaveURL(/\/my-bookings$/, { timeout: 10_000 });
  const card = page.getByRole('region', { name: 'Upcoming Appointments' }).getByRole('article').filter({ hasText: `${businessName} Gel` });
  await expect(card.getByText(`With ${memberName}`)).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'My Bookings with the professional');

  // So does the confirmation page, and the confirmation mail.
  await card.getByRole('link', { name: /View confirmation/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByText(`With ${memberName}`)).toBeVisible();
  await expectAccessible(page, 'the confirmation with the professional');
  const mail = await latestMailTo(context.request, email);
  expect(mail.subject).toContain(`Booking confirmed: ${businessName} Gel`);
  expect(mail.text).toContain(`${businessName} Gel with ${memberName} at ${businessName}`);

  // The salon's list names whose diary it is in.
  const listed = (await (await owner.page.request.get('/api/bookings/merchant?page_size=50')).json()).items as { service_name: string; team_member_name: string }[];
  expect(listed.find((item) => item.service_name === `${businessName} Gel`)?.team_member_name).toBe(memberName);
  await owner.page.context().close();
});
