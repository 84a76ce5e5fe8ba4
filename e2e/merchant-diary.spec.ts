import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test';
import { DESKTOP, PHONE, acceptCookiesUpFront, expectAccessible, screenshots, signInAs, signUpThroughApi, toastsGone, settled, hasBookingPolicy } from './support/fixtures';

// CI shares two cores between the server and the browser: give what a user waits for longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Wed 2 Dec', as the calendar's columns name a London date. */
const dayShort = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Diary {
  members: { id: string; display_name: string; is_active: boolean }[];
  bookings: { id: string; team_member_id: string; team_member_name: string; booking_time: string; service_name: string; customer_name: string }[];
  blocks: { id: string; kind: string; client_name: string | null }[];
}

/** A customer books and pays for one of the demo salon's services through the API, on a day a few days ahead. */
async function customerBooksTheSalon(browser: Browser, salon: Page) {
  const services = ((await (await salon.request.get('/api/services/me?approval=approved&active=active&page=1&page_size=50')).json()) as { items: { id: string; name: string }[] }).items;
  const merchantId = ((await (await salon.request.get('/api/merchants/me')).json()) as { id: string }).id;
  const context = await browser.newContext();
  await acceptCookiesUpFront(context);
  await signUpThroughApi(context, 'Tess');
  const policy = await hasBookingPolicy(context.request, merchantId);
  // Not today or tomorrow, which other journeys' bookings of the same salon take first (the booking page offers a week).
  const skip = 2 + Math.floor(Math.random() * 3);
  for (const service of services) {
    const availability = (await (await context.request.get(`/api/services/${service.id}/availability`)).json()) as { days: { date: string; times: string[] }[] };
    const day = availability.days.slice(skip).find((each) => each.times.length > 1);
    if (!day) continue;
    const time = day.times[Math.floor(day.times.length / 2)]!;
    const held = await context.request.post('/api/bookings', {
      data: { service_id: service.id, booking_date: day.date, booking_time: time, agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
    });
    if (held.status() !== 201) continue;
    const booking = (await held.json()) as { id: string };
    const intent = await (await context.request.post('/api/payments/create-intent', { data: { booking_id: booking.id, credits_used: 0 } })).json();
    const paid = await context.request.post('/api/payments/confirm', {
      data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
    });
    expect(paid.status()).toBe(200);
    await context.close();
    return { id: booking.id, date: day.date, time, serviceName: service.name };
  }
  throw new Error("no bookable time in the demo salon's services");
}


test('a salon runs its day in the diary: members side by side, a break and a walk-in added from a free time, a block over a booking refused, the break removed', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'merchant@lull.test');
  const booked = await customerBooksTheSalon(browser, page);
  const diary = (await (await page.request.get(`/api/merchant/diary?from=${booked.date}&to=${booked.date}`)).json()) as Diary;
  const booking = diary.bookings.find((each) => each.id === booked.id)!;
  expect(booking, 'the booking made through the API is in the diary').toMatchObject({ id: booked.id });
  const day = dayShort(booked.date);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/merchant/dashboard?tab=calendar&view=day&date=${booked.date}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible();
  // A column per active member, the booking in its member's.
  for (const member of diary.members.filter((each) => each.is_active)) {
    await expect(page.getByRole('group', { name: `${member.display_name}, ${day}` })).toBeVisible();
  }
  const column = page.getByRole('group', { name: `${booking.team_member_name}, ${day}` });
  const bookingButton = column.getByRole('button', { name: new RegExp(`^${booking.booking_time} to \\d\\d:\\d\\d, ${escaped(booking.service_name)} for ${escaped(booking.customer_name)}, confirmed`) });
  await expect(bookingButton).toBeVisible();
  await expectAccessible(page, 'the diary, day view');

  // A break, by clicking a free time: the dialog knows whose diary, the day and the time.
  const free = column.getByRole('button', { name: new RegExp(`^Add to .*'s diary at \\d\\d:\\d\\d, ${day}$`) });
  const firstFree = free.first();
  const breakStart = /at (\d\d:\d\d),/.exec((await firstFree.getAttribute('aria-label'))!)![1]!;
  await firstFree.click();
  const dialog = page.getByRole('dialog', { name: 'Add to diary' });
  await settled(dialog);
  await expect(dialog.getByLabel('From')).toHaveValue(breakStart);
  await expect(dialog.getByLabel('What for')).toHaveValue('break');
  await expect(dialog.getByLabel('Whose diary')).toHaveValue(booking.team_member_id);
  await expectAccessible(page, 'the add to diary dialog');
  await dialog.getByLabel(/^Note/).fill('Lunch');
  await dialog.getByRole('button', { name: 'Add to diary' }).click();
  await expect(dialog).toBeHidden();
  const breakBlock = column.getByRole('button', { name: new RegExp(`^Break, ${breakStart} to \\d\\d:\\d\\d, ${booking.team_member_name}, Lunch$`) });
  await expect(breakBlock).toBeVisible();

  // A walk-in with the client's name, from the last free time, by keyboard: the free time focused, then Enter.
  await free.last().focus();
  await page.keyboard.press('Enter');
  await settled(dialog);
  await dialog.getByLabel('What for').selectOption('walk_in');
  await dialog.getByLabel(/^Client's name/).fill('Jo Walker');
  await dialog.getByRole('button', { name: 'Add to diary' }).click();
  await expect(dialog).toBeHidden();
  await expect(column.getByRole('button', { name: /^Walk-in, \d\d:\d\d to \d\d:\d\d, .*, Jo Walker$/ })).toBeVisible();

  // A block over the booking is refused, naming it.
  await free.nth(1).click();
  await settled(dialog);
  await dialog.getByLabel('From').fill(booking.booking_time);
  const [hours, minutes] = booking.booking_time.split(':').map(Number) as [number, number];
  await dialog.getByLabel('Until').fill(`${String(hours + Math.floor((minutes + 15) / 60)).padStart(2, '0')}:${String((minutes + 15) % 60).padStart(2, '0')}`);
  await dialog.getByRole('button', { name: 'Add to diary' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`That time is booked: ${booked.serviceName} with Tess on`);
  await expect(dialog.getByRole('alert')).toContainText('Move or cancel that booking first.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The break removed from its details.
  await breakBlock.click();
  const details = page.getByRole('dialog', { name: 'Break' });
  await settled(details);
  await expect(details).toContainText('Lunch');
  await expectAccessible(page, "a block's details");
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(breakBlock).toHaveCount(0);
  await toastsGone(page);
  await screenshots(page, 'merchant-diary-day');

  // On a phone, one member at a time, switched by tabs.
  await page.setViewportSize(PHONE);
  const tabs = page.getByRole('tablist', { name: 'Team members' });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('tab', { name: booking.team_member_name }).click();
  await expect(page.getByRole('group', { name: `${booking.team_member_name}, ${day}` })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`, ${day}$`) })).toHaveCount(1);
  await expectAccessible(page, 'the diary on a phone');

  // The member's week: seven days side by side on a desktop.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await page.getByLabel('Team member').selectOption({ label: booking.team_member_name });
  await expect(page.getByRole('group', { name: new RegExp(`^${booking.team_member_name}, `) })).toHaveCount(7);
  await expect(page.getByRole('button', { name: /^Walk-in, .*, Jo Walker$/ })).toBeVisible();
  await expectAccessible(page, 'the diary, week view');
  await screenshots(page, 'merchant-diary-week');

  // Leave the demo diary as it was.
  const after = (await (await page.request.get(`/api/merchant/diary?from=${booked.date}&to=${booked.date}`)).json()) as Diary;
  for (const block of after.blocks.filter((each) => each.client_name === 'Jo Walker')) {
    expect((await page.request.delete(`/api/merchant/diary/blocks/${block.id}`)).status()).toBe(204);
  }
});
