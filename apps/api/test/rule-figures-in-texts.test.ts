import { describe, expect, it, vi } from 'vitest';

/*
 * The texts that state a rule's figure (the demo's booking terms, the confirmation and reminder mails, the welcome
 * notification) are built from the rules' constants (decision 044). The constants are changed here to figures Lull
 * has never used, so a text that still types today's figure by hand fails.
 */
vi.mock('@lull/domain/pricing', async (original) => ({ ...(await original<object>()), PLATFORM_FEE_PENCE: 650, PROCESSING_PER_MILLE: 31, PROCESSING_FIXED_PENCE: 25 }));
vi.mock('@lull/domain/cancellation-notice', async (original) => ({ ...(await original<object>()), CANCELLATION_NOTICE_HOURS: 48, CANCELLATION_NOTICE_WORDS: '48 hours' }));
vi.mock('@lull/domain/credits', async (original) => ({ ...(await original<object>()), WELCOME_CREDIT_PENCE: 450, MAX_CREDIT_PER_BOOKING_PENCE: 700, CREDIT_LIFETIME_DAYS: 45 }));
vi.mock('@lull/domain/booking-status', async (original) => ({ ...(await original<object>()), HOLD_MINUTES: 7 }));

const { FIGURES } = await import('@lull/domain/figures');
const { DEMO_BOOKING_TERMS } = await import('../src/db/seed/demo-seed');
const { bookingConfirmedMail } = await import('../src/modules/mail/templates/booking-confirmed');
const { bookingReminderMail } = await import('../src/modules/mail/templates/booking-reminder');

const start = new Date('2026-06-12T09:00:00Z');
const booking = {
  bookingId: 'b1',
  firstName: 'Cara',
  serviceName: 'Facial',
  teamMemberName: 'Ana',
  businessName: 'Glow',
  address: '1 High Street, London N1 1AA',
  date: '2026-06-12',
  time: '10:00',
  startsAt: start,
  endsAt: new Date(start.getTime() + 3_600_000),
  finalPricePence: 3500,
  creditsUsedPence: 0,
  manageUrl: 'https://lull.test/bookings',
};

describe('the texts that state a rule’s figure follow its constant', () => {
  it('builds the figures from the changed constants', () => {
    expect(FIGURES).toMatchObject({
      bookingFee: '£6.50',
      processingRate: '3.1%',
      processingFixed: '25p',
      cancellationNotice: '48 hours',
      welcomeCredit: '£4.50',
      maxCreditPerBooking: '£7',
      creditLifetime: '45 days',
      hold: '7 minutes',
    });
  });

  it('the demo’s booking terms state the fee, the processing, the notice, the credit cap and lifetime and the hold', () => {
    expect(DEMO_BOOKING_TERMS).toContain('Every booking carries a £6.50 Off-Peak Booking Fee');
    expect(DEMO_BOOKING_TERMS).toContain('We hold your chosen time for 7 minutes');
    expect(DEMO_BOOKING_TERMS).toContain('You can use up to £7 of Lull credit per booking');
    expect(DEMO_BOOKING_TERMS).toContain('Each credit expires 45 days after');
    expect(DEMO_BOOKING_TERMS).toContain('5. Cancelling at least 48 hours before. You can cancel from My Bookings up to 48 hours before');
    expect(DEMO_BOOKING_TERMS).toContain('(3.1% of the price after discount plus the booking fee, plus 25p)');
    expect(DEMO_BOOKING_TERMS).toContain('If you cancel less than 48 hours before');
    expect(DEMO_BOOKING_TERMS).not.toMatch(/£5|24 hours|2\.9%|30p|5 minutes|30 days/);
  });

  it('the confirmation and reminder mails state the fee and the notice', () => {
    const confirmed = bookingConfirmedMail(booking);
    expect(confirmed.text).toContain('less the £6.50 booking fee and card processing fee) up to 48 hours before your appointment.');
    expect(confirmed.html).toContain('up to 48 hours before your appointment.');
    const reminder = bookingReminderMail({ ...booking, salonPolicy: null, calendarUrl: 'https://lull.test/calendar.ics' });
    expect(reminder.text).toContain('A booking cancelled within 48 hours of the appointment is not refunded.');
    expect(`${confirmed.text}${reminder.text}`).not.toMatch(/£5|24 hours/);
  });
});
