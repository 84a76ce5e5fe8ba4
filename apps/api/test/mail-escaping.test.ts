import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDateOf } from '@lull/domain/london-time';
import { merchants } from '../src/db/schema/merchants';
import { users } from '../src/db/schema/users';
import { sendDueReminders } from '../src/modules/bookings/reminders';
import { listRecentMail } from '../src/modules/mail/outbox.repository';
import { applicationReceivedMail } from '../src/modules/mail/templates/application-received';
import { bookingCancelledByLullMail } from '../src/modules/mail/templates/booking-cancelled-by-lull';
import { bookingCancellationEvent, bookingCancelledBySalonMail } from '../src/modules/mail/templates/booking-cancelled-by-salon';
import { bookingMoveProposedMail } from '../src/modules/mail/templates/booking-move-proposed';
import { bookingCalendarEvent, bookingConfirmedMail } from '../src/modules/mail/templates/booking-confirmed';
import { bookingReminderMail } from '../src/modules/mail/templates/booking-reminder';
import { bookingRescheduledMail } from '../src/modules/mail/templates/booking-rescheduled';
import { bookingCompletedMail } from '../src/modules/mail/templates/booking-settled';
import { businessStatusMail, type BusinessStatusEvent } from '../src/modules/mail/templates/business-status';
import { contactForTeamMail } from '../src/modules/mail/templates/contact-for-team';
import { contactReceivedMail } from '../src/modules/mail/templates/contact-received';
import { merchantWelcomeMail } from '../src/modules/mail/templates/merchant-welcome';
import { salonBookingMovedMail } from '../src/modules/mail/templates/salon-booking-moved';
import { passwordResetMail } from '../src/modules/mail/templates/password-reset';
import { payoutSentMail } from '../src/modules/mail/templates/payout-sent';
import { refundCompletedMail } from '../src/modules/mail/templates/refund-completed';
import { reviewHiddenMail, reviewInvitationMail } from '../src/modules/mail/templates/reviews';
import { salonBookingMail } from '../src/modules/mail/templates/salon-booking';
import { serviceReviewedMail } from '../src/modules/mail/templates/service-reviewed';
import { waitlistTimeFreeMail } from '../src/modules/mail/templates/waitlist-time-free';
import { sendReviewInvitations } from '../src/modules/reviews/review-invitations';
import { createPeople, createPerson } from './support/actors';
import { type BookingCustomer } from './support/booking-customers';
import { createMerchant, createPaidBooking, createService } from './support/catalogue-fixtures';
import { createTestApp, PUBLIC_URL, registerUser, type TestApp } from './support/test-app';

/**
 * Stored XSS and header injection through mail (docs/SECURITY.md): every field another person types that a mail
 * repeats is given markup, an attribute break-out, a javascript: URL and a CR/LF header; the mail must show it as
 * text. Under 100 characters, so it fits every name and reason field it is typed into.
 */
const HOSTILE = '<img src=x onerror=alert(1)>"><script>alert(1)</script> javascript:alert(1)\r\nBcc: x@evil.example';
/** For text quoted back line by line (the contact message), where a line break is reformatted on purpose. */
const HOSTILE_ONE_LINE = HOSTILE.replace(/\r\n/g, ' ');

interface RenderedMail {
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: string }[] | null;
}

const ALLOWED_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'div', 'p', 'a', 'strong', 'blockquote', 'br']);
const ALLOWED_ATTRIBUTES = new Set(['lang', 'charset', 'style', 'href']);
const ICS_PROPERTIES = new Set(['BEGIN', 'END', 'VERSION', 'PRODID', 'METHOD', 'UID', 'SEQUENCE', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'DESCRIPTION', 'STATUS']);

const decodeEntities = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
const sameLineEnds = (value: string) => value.replace(/\r\n?/g, '\n');

/** Everything wrong with a mail that carries `typed` (the hostile values as someone typed them); [] when safe. */
function mailProblems(mail: RenderedMail, typed: readonly string[]): string[] {
  const problems: string[] = [];
  if (/[\r\n]/.test(mail.subject)) problems.push(`subject has a line break: ${JSON.stringify(mail.subject)}`);
  for (const value of typed) {
    if (!sameLineEnds(mail.text).includes(sameLineEnds(value))) problems.push(`text part lacks the value as typed: ${JSON.stringify(value)}`);
  }
  const html = mail.html ?? '';
  if (!html) problems.push('no HTML part');
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag!.toLowerCase())) problems.push(`raw <${tag}> in HTML`);
    for (const [, name, quoted] of attributes!.matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      if (!ALLOWED_ATTRIBUTES.has(name!.toLowerCase())) problems.push(`raw attribute ${name} on <${tag}> in HTML`);
      if (name!.toLowerCase() === 'href') {
        const href = decodeEntities((quoted ?? '').replace(/^["']|["']$/g, '')).trim();
        if (!/^https?:\/\//i.test(href)) problems.push(`link to ${JSON.stringify(href)}`);
      }
    }
  }
  if (typed.some((value) => value.includes('<')) && !/&(#60|lt);img/.test(html)) problems.push('HTML lacks the escaped &lt;img');
  for (const value of typed) {
    if (!sameLineEnds(decodeEntities(html)).includes(sameLineEnds(value))) problems.push(`HTML lacks the value as text: ${JSON.stringify(value)}`);
  }
  for (const attachment of mail.attachments ?? []) {
    if (!attachment.filename.endsWith('.ics')) continue;
    // RFC 5545 lines end CRLF; a bare CR or LF from a name would start a property of the attacker's choosing.
    // A long line is folded (CRLF then a space, RFC 5545 3.1): the continuation belongs to the property above.
    for (const line of attachment.content.replace(/\r\n$/, '').replace(/\r\n /g, '').split('\r\n')) {
      if (/[\r\n]/.test(line)) problems.push(`calendar line with a bare line break: ${JSON.stringify(line)}`);
      const property = /^([A-Z-]+)[:;]/.exec(line)?.[1];
      if (!property || !ICS_PROPERTIES.has(property)) problems.push(`calendar line ${JSON.stringify(line)}`);
    }
  }
  return problems;
}

function expectSafe(template: string, mail: RenderedMail | undefined, typed: readonly string[]) {
  expect(mail, `${template}: no mail was queued`).toBeDefined();
  expect(mailProblems(mail!, typed), template).toEqual([]);
}

describe('every mail template, rendered with hostile values in every field someone else types', () => {
  const when = { date: '2026-11-26', time: '10:00' };
  const url = `${PUBLIC_URL}/somewhere`;
  const start = new Date('2026-11-26T10:00:00Z');
  const confirmed = {
    bookingId: '11111111-1111-4111-8111-111111111111',
    firstName: HOSTILE,
    serviceName: HOSTILE,
    teamMemberName: HOSTILE,
    businessName: HOSTILE,
    address: HOSTILE,
    ...when,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
    finalPricePence: 3500,
    creditsUsedPence: 300,
    manageUrl: url,
  };
  const statusEvents: BusinessStatusEvent[] = ['approved', 'declined', 'paused', 'unpaused', 'deleted'];
  const renders: [template: string, render: () => RenderedMail, typed: string[]][] = [
    ['applicationReceivedMail', () => applicationReceivedMail({ businessName: HOSTILE, city: HOSTILE, resubmitted: false, reviewUrl: url }), [HOSTILE]],
    ['applicationReceivedMail (resubmitted)', () => applicationReceivedMail({ businessName: HOSTILE, city: HOSTILE, resubmitted: true, reviewUrl: url }), [HOSTILE]],
    ['bookingCancelledByLullMail', () => bookingCancelledByLullMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, ...when, creditsRestoredPence: 300, cardRefundPence: 3200, bookingsUrl: url }), [HOSTILE]],
    [
      'bookingCancelledBySalonMail',
      () => ({
        ...bookingCancelledBySalonMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, teamMemberName: HOSTILE, ...when, reason: HOSTILE, creditsRestoredPence: 300, cardRefundPence: 3200, bookAgainUrl: url, bookingsUrl: url }),
        attachments: [bookingCancellationEvent(confirmed, start, 1)],
      }),
      [HOSTILE],
    ],
    [
      'bookingMoveProposedMail',
      () =>
        bookingMoveProposedMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, from: { ...when, teamMemberName: HOSTILE }, to: { ...when, teamMemberName: HOSTILE }, message: HOSTILE, answerUrl: url }),
      [HOSTILE],
    ],
    ['bookingConfirmedMail', () => ({ ...bookingConfirmedMail(confirmed), attachments: [bookingCalendarEvent(confirmed, start)] }), [HOSTILE]],
    [
      'bookingRescheduledMail',
      () => ({
        ...bookingRescheduledMail(confirmed, { fromDate: when.date, fromTime: when.time, fromTeamMemberName: HOSTILE, cause: 'You moved your booking.', money: '' }),
        attachments: [bookingCalendarEvent(confirmed, start, 1)],
      }),
      [HOSTILE],
    ],
    [
      'salonBookingMovedMail',
      () =>
        salonBookingMovedMail({
          event: 'rescheduled',
          customerName: HOSTILE,
          serviceName: HOSTILE,
          fromDate: when.date,
          fromTime: when.time,
          fromTeamMemberName: HOSTILE,
          toDate: when.date,
          toTime: when.time,
          toTeamMemberName: HOSTILE,
          dashboardUrl: url,
        }),
      [HOSTILE],
    ],
    ['bookingReminderMail', () => ({ ...bookingReminderMail({ ...confirmed, salonPolicy: HOSTILE, calendarUrl: url }), attachments: [bookingCalendarEvent(confirmed, start)] }), [HOSTILE]],
    ['bookingCompletedMail', () => bookingCompletedMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, ...when, bookAgainUrl: url }), [HOSTILE]],
    ...statusEvents.map((event): [string, () => RenderedMail, string[]] => [
      `businessStatusMail (${event})`,
      () => businessStatusMail({ businessName: HOSTILE, event, reason: HOSTILE, dashboardUrl: url, contactUrl: url }),
      [HOSTILE],
    ]),
    ['contactReceivedMail', () => contactReceivedMail({ name: HOSTILE, message: HOSTILE_ONE_LINE }), [HOSTILE, HOSTILE_ONE_LINE]],
    ['contactForTeamMail', () => contactForTeamMail({ message: HOSTILE_ONE_LINE, contactUrl: 'https://lull.test/admin/dashboard?tab=contact&status=pending' }), [HOSTILE_ONE_LINE]],
    ['merchantWelcomeMail', () => merchantWelcomeMail({ firstName: HOSTILE, businessName: HOSTILE, setPasswordLink: url, validDays: 7, signInUrl: url }), [HOSTILE]],
    ['passwordResetMail', () => passwordResetMail({ firstName: HOSTILE, link: url, validMinutes: 60 }), [HOSTILE]],
    ['payoutSentMail', () => payoutSentMail({ firstName: HOSTILE, businessName: HOSTILE_ONE_LINE, amount: '£57.36', reference: HOSTILE, sortCode: '12-34-56', last4: '6789', balance: '£0.00', paymentsUrl: url }), [HOSTILE, HOSTILE_ONE_LINE]],
    ['refundCompletedMail', () => refundCompletedMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, ...when, cardRefundPence: 2700, creditsRestoredPence: 300, creditHistoryUrl: url }), [HOSTILE]],
    ['reviewInvitationMail', () => reviewInvitationMail({ firstName: HOSTILE, serviceName: HOSTILE, businessName: HOSTILE, closesOn: '22 February 2027', reviewUrl: url }), [HOSTILE]],
    ['reviewHiddenMail', () => reviewHiddenMail({ firstName: HOSTILE, businessName: HOSTILE, reason: HOSTILE, helpUrl: url }), [HOSTILE]],
    ['salonBookingMail (booked)', () => salonBookingMail({ event: 'booked', customerName: HOSTILE, customerPhone: HOSTILE, serviceName: HOSTILE, teamMemberName: HOSTILE, ...when, money: { pricePence: 3000, payoutPence: 2868 }, dashboardUrl: url }), [HOSTILE]],
    ['salonBookingMail (cancelled)', () => salonBookingMail({ event: 'cancelled', customerName: HOSTILE, serviceName: HOSTILE, teamMemberName: HOSTILE, ...when, dashboardUrl: url }), [HOSTILE]],
    ...[true, false].flatMap((approved) =>
      [true, false].map((wasEdit): [string, () => RenderedMail, string[]] => [
        `serviceReviewedMail (${approved ? 'approved' : 'rejected'}${wasEdit ? ' edit' : ''})`,
        () => serviceReviewedMail({ serviceName: HOSTILE, approved, wasEdit, rejectionReason: approved ? null : HOSTILE, servicesUrl: url }),
        [HOSTILE],
      ]),
    ),
    [
      'waitlistTimeFreeMail',
      () => waitlistTimeFreeMail({ firstName: HOSTILE, message: `${HOSTILE_ONE_LINE} is free. Book it now: ${url}`, serviceName: HOSTILE, date: '2026-11-26', time: '10:00', bookUrl: url }),
      [HOSTILE, HOSTILE_ONE_LINE],
    ],
  ];

  it.each(renders)('%s escapes the HTML, keeps the text as typed and the subject on one line', (template, render, typed) => {
    expectSafe(template, render(), typed);
  });

  it('covers every mail template there is (a new template must join the table above)', async () => {
    const directory = join(__dirname, '../src/modules/mail/templates');
    const exported: string[] = [];
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(join(directory, file))) as Record<string, unknown>;
      exported.push(...Object.keys(module).filter((name) => name.endsWith('Mail') && typeof module[name] === 'function'));
    }
    const covered = new Set(renders.map(([template]) => template.split(' ')[0]));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
    expect(exported.length).toBeGreaterThanOrEqual(15);
  });
});

const DAY = 86_400_000;

/**
 * The app's clock: a Tuesday, 12:00 UTC, a week or more after the wall clock. Payments are stamped by the
 * database's clock and the invariants want them before the app's confirmation, so the app must not run behind.
 */
function tuesdayAhead(): Date {
  const day = new Date(Date.now() + 7 * DAY);
  day.setUTCHours(12, 0, 0, 0);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}
const NOW = tuesdayAhead();

describe('the mail real flows queue, with hostile values typed through the API or stored by the owner', () => {
  let t: TestApp;
  let owner: BookingCustomer;
  let customer: BookingCustomer;
  let admin: BookingCustomer;
  let merchantId: string;
  let service: { id: string; merchantId: string };
  const salonEmail = 'hostile.salon@example.com';

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  /** The newest mail to `to` whose subject starts with `subjectStart`, as the outbox holds it (HTML included). */
  const outboxMail = async (to: string, subjectStart: string) =>
    (await listRecentMail(t.db, 200, to)).find((mail) => mail.subject.startsWith(subjectStart));
  /** Polls for mail queued after the answer (a password reset is queued in the background), with a generous deadline. */
  const eventualMail = async (to: string, subjectStart: string) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = await outboxMail(to, subjectStart);
      if (mail || Date.now() > deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A visit paid for days before it (the fixture records the payment behind it). */
  const paidVisit = (start: Date, confirmedAt: Date) => createPaidBooking(t.db, { service, userId: customer.id, start, confirmedAt });
  const expectOk = (response: { statusCode: number; body: string }, what: string) => expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    [owner, customer, admin] = await createPeople(t.db, NOW, ['merchant', { role: 'customer', profile: { firstName: HOSTILE, lastName: HOSTILE } }, 'admin']);
    // The owner's own texts: business name, address and booking policy, as the merchant forms store them.
    const { merchant } = await createMerchant(t.db, { userId: owner.id, businessName: HOSTILE, addressLine1: HOSTILE, email: salonEmail, specificPolicies: HOSTILE });
    merchantId = merchant.id;
    service = await createService(t.db, merchantId, { name: HOSTILE, durationMinutes: 60 });
  });
  afterAll(() => t.close());

  it('contact: the sender\'s name and message in the acknowledgement (contactReceivedMail)', async () => {
    // Anyone can send this to anyone's address, so the recipient is "another person".
    expectOk(await send('POST', '/api/contact', undefined, { name: HOSTILE, email: 'victim.contact@example.com', message: HOSTILE_ONE_LINE }), 'contact');
    expectSafe('contactReceivedMail', await outboxMail('victim.contact@example.com', 'We received'), [HOSTILE, HOSTILE_ONE_LINE]);
  });

  it('password reset: a first name typed at registration (passwordResetMail)', async () => {
    const { body } = await registerUser(t.app, { first_name: HOSTILE, last_name: HOSTILE });
    expectOk(await send('POST', '/api/auth/forgot-password', undefined, { email: body.email }), 'forgot password');
    expectSafe('passwordResetMail', await eventualMail(body.email, 'Reset your'), [HOSTILE]);
  });

  it('booking paid: guest names, service, business and address to the customer and the salon (bookingConfirmedMail, salonBookingMail)', async () => {
    const held = await send('POST', '/api/bookings', customer.cookie, { service_id: service.id, booking_date: londonDateOf(new Date(NOW.getTime() + 2 * DAY)), booking_time: '10:00', agreed_to_terms: true, agreed_to_merchant_policy: true, notes: HOSTILE });
    expectOk(held, 'hold');
    const bookingId = held.json().id as string;
    const guest = { guest_first_name: HOSTILE, guest_last_name: HOSTILE, guest_email: 'hostile.guest@example.com', guest_phone: '07700900123' };
    const intent = await send('POST', '/api/payments/create-intent', customer.cookie, { booking_id: bookingId, credits_used: 0, ...guest });
    expectOk(intent, 'create intent');
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: NOW.getUTCFullYear() + 2, cvc: '123' };
    expectOk(await send('POST', '/api/payments/confirm', customer.cookie, { payment_intent_id: intent.json().payment_intent_id, payment_method: { card } }), 'confirm');

    expectSafe('bookingConfirmedMail', await outboxMail('hostile.guest@example.com', 'Booking confirmed'), [HOSTILE]);
    expectSafe('salonBookingMail (booked)', await outboxMail(salonEmail, 'New booking'), [HOSTILE]);

    // The customer cancels: the salon hears of it by the customer's name.
    expectOk(await send('POST', `/api/bookings/${bookingId}/cancel`, customer.cookie), 'cancel');
    expectSafe('salonBookingMail (cancelled)', await outboxMail(salonEmail, 'Cancelled'), [HOSTILE]);
  });

  it('reminder: the salon\'s name, address and policy a day ahead (bookingReminderMail)', async () => {
    await paidVisit(new Date(NOW.getTime() + DAY - 3_600_000), new Date(NOW.getTime() - 2 * DAY));
    expect(await sendDueReminders(t.db, () => NOW, PUBLIC_URL)).toBeGreaterThan(0);
    expectSafe('bookingReminderMail', await outboxMail(customer.email, 'Reminder'), [HOSTILE]);
  });

  it('completed visit, invitation, review hidden: the salon\'s names and the admin\'s reason (bookingCompletedMail, reviewInvitationMail, reviewHiddenMail)', async () => {
    const start = new Date(NOW.getTime() - 2 * DAY);
    const bookingId = await paidVisit(start, new Date(start.getTime() - 3 * DAY));
    expectOk(await send('POST', `/api/bookings/${bookingId}/complete`, owner.cookie), 'complete');
    expectSafe('bookingCompletedMail', await outboxMail(customer.email, 'Thanks for visiting'), [HOSTILE]);

    expect(await sendReviewInvitations(t.db, () => NOW, PUBLIC_URL)).toBeGreaterThan(0);
    expectSafe('reviewInvitationMail', await outboxMail(customer.email, 'How was your visit'), [HOSTILE]);

    const reviewed = await send('POST', `/api/bookings/${bookingId}/review`, customer.cookie, { rating: 1, text: HOSTILE });
    expectOk(reviewed, 'review');
    expectOk(await send('POST', `/api/merchant/reviews/${reviewed.json().id}/reply`, owner.cookie, { text: HOSTILE }), 'reply');
    expectOk(await send('POST', `/api/admin/reviews/${reviewed.json().id}/hide`, admin.cookie, { reason: HOSTILE }), 'hide');
    expectSafe('reviewHiddenMail', await outboxMail(customer.email, 'Your review of'), [HOSTILE]);
  });

  it('service rejected: the service name and the admin\'s reason (serviceReviewedMail)', async () => {
    const pending = await createService(t.db, merchantId, { name: HOSTILE, approvalStatus: 'pending' });
    expectOk(await send('POST', `/api/admin/services/${pending.id}/approve`, admin.cookie, { approved: false, rejection_reason: HOSTILE }), 'reject service');
    const ownerEmail = (await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.id)))[0]!.email!;
    expectSafe('serviceReviewedMail (rejected)', await outboxMail(ownerEmail, 'Service not approved'), [HOSTILE]);
  });

  it('business declined: the business name and the admin\'s reason (businessStatusMail)', async () => {
    const applicant = await createPerson(t.db, NOW, { role: 'merchant', business: { businessName: HOSTILE, status: 'pending_review', isVerified: false } });
    const merchant = applicant.merchant!;
    expectOk(await send('POST', `/api/admin/merchants/${merchant.id}/approve`, admin.cookie, { approved: false, rejection_reason: HOSTILE }), 'decline');
    const [row] = await t.db.select({ email: merchants.email }).from(merchants).where(eq(merchants.id, merchant.id));
    const mail = (await outboxMail(applicant.email, 'Your application')) ?? (row?.email ? await outboxMail(row.email, 'Your application') : undefined);
    expectSafe('businessStatusMail (declined)', mail, [HOSTILE]);
  });
});
