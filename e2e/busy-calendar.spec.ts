import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test } from '@playwright/test';
import { DESKTOP, PHONE, acceptCookiesUpFront, expectAccessible, signInAs, signUpThroughApi, toastsGone, settled, snap, hasBookingPolicy } from './support/fixtures';

// CI shares two cores between the server and the browser: give what a user waits for longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SECRET_PATH = '/calendar/ical/amy-private-7c2e91/basic.ics';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Wed 2 Dec', as the calendar's columns name a London date. */
const dayShort = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
};
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const icsStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
const plusHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:${time.slice(3)}`;

/** The other calendar: a weekly school run (three weeks), the next day a dentist's appointment, and a physio session at `clashTime`. */
function otherCalendar(date: string, time: string, clashTime: string): string {
  const event = (lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Busy calendar journey//EN',
    ...event(['UID:school-run@journey', 'SUMMARY:School run', `DTSTART;TZID=Europe/London:${icsStamp(date, time)}`, `DTEND;TZID=Europe/London:${icsStamp(date, plusHour(time))}`, 'RRULE:FREQ=WEEKLY;COUNT=3']),
    ...event(['UID:physio@journey', 'SUMMARY:Physio', `DTSTART;TZID=Europe/London:${icsStamp(date, clashTime)}`, `DTEND;TZID=Europe/London:${icsStamp(date, `${clashTime.slice(0, 3)}30`)}`]),
    ...event(['UID:dentist@journey', 'SUMMARY:Dentist', `DTSTART;TZID=Europe/London:${icsStamp(nextDay(date), time)}`, `DTEND;TZID=Europe/London:${icsStamp(nextDay(date), `${time.slice(0, 3)}30`)}`]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: Server;
let calendarText = '';
test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== SECRET_PATH) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(calendarText);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});


test("a salon connects its other calendar: the busy times show in the diary, read-only, and customers are no longer offered them", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'merchant@lull.test');

  // Two times customers are offered now, on the hour, a few days ahead: one the other calendar will take, and one a
  // customer books first, which the other calendar then clashes with.
  const services = ((await (await page.request.get('/api/services/me?approval=approved&active=active&page=1&page_size=50')).json()) as { items: { id: string; name: string }[] }).items;
  let target: { serviceId: string; serviceName: string; date: string; time: string; clashTime: string } | undefined;
  for (const service of services) {
    const availability = (await (await page.request.get(`/api/services/${service.id}/availability`)).json()) as { days: { date: string; times: string[] }[] };
    for (const day of availability.days.slice(3)) {
      const time = day.times.find((each) => each.endsWith(':00') && each >= '10:00' && each <= '13:00');
      // A business-wide busy time clashes with the first booking under it: Cara's must be the only one there.
      const diary = (await (await page.request.get(`/api/merchant/diary?from=${day.date}&to=${day.date}`)).json()) as { bookings: { booking_time: string; end_time: string }[] };
      // (an hour either side, for clean-up times after bookings)
      const alone = (at: string) => diary.bookings.every((other) => plusHour(other.end_time) <= at || other.booking_time >= plusHour(at));
      const clashTime = time && day.times.find((each) => each.endsWith(':00') && each >= plusHour(plusHour(plusHour(time))) && alone(each));
      if (time && clashTime) {
        target = { serviceId: service.id, serviceName: service.name, date: day.date, time, clashTime };
        break;
      }
    }
    if (target) break;
  }
  if (!target) throw new Error("no two free times on the hour in the demo salon's week");

  const customer = await browser.newContext();
  await acceptCookiesUpFront(customer);
  await signUpThroughApi(customer, 'Cara');
  const policy = await hasBookingPolicy(customer.request, ((await (await page.request.get('/api/merchants/me')).json()) as { id: string }).id);
  const held = await customer.request.post('/api/bookings', {
    data: { service_id: target.serviceId, booking_date: target.date, booking_time: target.clashTime, agreed_to_terms: true, ...(policy ? { agreed_to_merchant_policy: true } : {}) },
  });
  expect(held.status()).toBe(201);
  const intent = await (await customer.request.post('/api/payments/create-intent', { data: { booking_id: (await held.json()).id, credits_used: 0 } })).json();
  const paid = await customer.request.post('/api/payments/confirm', {
    data: { payment_intent_id: intent.payment_intent_id, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } },
  });
  expect(paid.status()).toBe(200);
  calendarText = otherCalendar(target.date, target.time, target.clashTime);
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SECRET_PATH}`;

  try {
    // The Team tab: the business's busy calendar, connected by pasting its secret address.
    await page.setViewportSize(DESKTOP);
    await page.goto('/merchant/dashboard?tab=team');
    await page.getByRole('button', { name: 'Connect the business busy calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Busy calendar for your business' });
    await settled(dialog);
    await dialog.getByRole('textbox', { name: 'Secret address (iCal)' }).fill(address);
    await dialog.getByRole('button', { name: 'Save and read' }).click();
    // Three weekly school runs within the 90 days read, the dentist, and the physio over Cara's booking.
    await expect(dialog.getByText(/^Last synced \d\d:\d\d · 5 busy times · 1 clash$/)).toBeVisible();
    await expect(dialog).not.toContainText('amy-private-7c2e91');
    await toastsGone(page);
    await expectAccessible(page, 'the busy calendar dialog');
    for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await snap(page, `busy-calendar-dialog-${label}`);
    }
    await page.keyboard.press('Escape');
    const card = page.getByText('Business busy calendar').locator('..');
    await expect(card).toContainText('127.0.0.1');
    await expect(card).toContainText(/Last synced \d\d:\d\d · 5 busy times · 1 clash/);
    await expectAccessible(page, 'the Team tab with a busy calendar');
    for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await snap(page, `busy-calendar-team-${label}`);
    }
    await page.setViewportSize(DESKTOP);

    // The diary: the school run is there, read-only, from the other calendar.
    await page.goto(`/merchant/dashboard?tab=calendar&view=day&date=${target.date}`);
    const busy = page.getByRole('button', { name: new RegExp(`^Busy elsewhere, ${target.time} to ${plusHour(target.time)}, whole business, School run$`) }).first();
    await expect(busy).toBeVisible();
    // The physio over Cara's booking is shown as a clash, not dropped; the booking keeps its time.
    const clash = page.getByRole('button', { name: new RegExp(`^Clash: your other calendar has 'Physio' over Cara Tester's .+ at ${target.clashTime}, Busy elsewhere`) }).first();
    await expect(clash).toBeVisible();
    // Beside the booking only: it takes no one's time, so the other members' columns stay clear.
    await expect(page.getByRole('button', { name: /^Clash: / })).toHaveCount(1);
    for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await snap(page, `busy-calendar-diary-${label}`, { fullPage: true });
    }
    await busy.click();
    const details = page.getByRole('dialog', { name: 'Busy elsewhere' });
    await settled(details);
    await expect(details).toContainText('From 127.0.0.1’s calendar. Change it there.');
    await expect(details.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expectAccessible(page, "a busy time's details");
    await page.keyboard.press('Escape');

    await clash.click();
    const clashDetails = page.getByRole('dialog', { name: 'Busy elsewhere' });
    await settled(clashDetails);
    await expect(clashDetails.getByRole('note')).toContainText(`Clash: your other calendar has 'Physio' over Cara Tester's`);
    await expectAccessible(page, "a clash's details");
    await page.keyboard.press('Escape');

    // A customer's booking page no longer offers that time; other times that day stay.
    const booking = await customer.newPage();
    await booking.setViewportSize(DESKTOP);
    await booking.goto(`/booking/${target.serviceId}?date=${target.date}`);
    const times = booking.getByRole('list', { name: new RegExp(`^Free times, .*${dayShort(target.date).split(' ').slice(1).join(' ')}`) });
    await expect(times.getByRole('button').first()).toBeVisible();
    await expect(times.getByRole('button', { name: new RegExp(`^${target.time}\\b`) })).toHaveCount(0);
    await expectAccessible(booking, 'the booking page without the busy time');
    await customer.close();
  } finally {
    // Other journeys book this salon: its whole-business busy times go with the calendar.
    await page.request.delete('/api/merchant/busy-calendar');
  }
});
