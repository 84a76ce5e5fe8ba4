import { type IsoDate, type WallTime, addDaysToDate, londonDateOf, londonInstant, londonWeekday } from '@lull/domain/london-time';
import { settlementAmount } from '@lull/domain/merchant-bookings';
import { priceBooking, refundForCancellation } from '@lull/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { bookings, payments, refundRequests } from '../schema/bookings';
import { services } from '../schema/catalogue';
import { recordBookingSettlement } from '../../modules/revenue/revenue.service';
import { insertUser } from '../../modules/users/users.repository';
import { newReferralCode } from '../../shared/tokens';

type ServiceRow = typeof services.$inferSelect;

/** Regulars of the demo salon. They have no password: they exist so the salon's diary has real people in it. */
const REGULARS = [
  { firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@example.com', phone: '+44 7700900123' },
  { firstName: 'Tom', lastName: 'Baker', email: 'tom.baker@example.com', phone: '+44 7700900234' },
  { firstName: 'Lena', lastName: 'Fischer', email: 'lena.fischer@example.com', phone: '+44 7700900345' },
  { firstName: 'Grace', lastName: 'Okafor', email: 'grace.okafor@example.com', phone: '+44 7700900456' },
] as const;

type DiaryStatus = 'awaiting' | 'completed' | 'no_show' | 'upcoming' | 'cancelled';

/**
 * The demo salon's diary, by open day relative to today (negative: past), so every dashboard screen has something
 * to show on a fresh start: appointments that happened and wait to be marked, settled ones (paid into the revenue
 * ledger), upcoming ones and a cancellation.
 */
const DIARY: { day: number; time: WallTime; service: number; regular: number; status: DiaryStatus; notes?: string }[] = [
  { day: -9, time: '11:00', service: 0, regular: 0, status: 'completed' },
  { day: -7, time: '14:00', service: 1, regular: 1, status: 'completed' },
  { day: -6, time: '12:30', service: 2, regular: 2, status: 'no_show' },
  { day: -4, time: '10:30', service: 0, regular: 3, status: 'completed', notes: 'First visit: patch test done last week.' },
  { day: -2, time: '13:00', service: 1, regular: 0, status: 'awaiting' },
  { day: -1, time: '10:00', service: 2, regular: 1, status: 'awaiting', notes: 'Prefers a softer arch.' },
  { day: -1, time: '15:30', service: 3, regular: 2, status: 'awaiting' },
  { day: 1, time: '10:00', service: 0, regular: 3, status: 'upcoming' },
  { day: 1, time: '14:30', service: 1, regular: 2, status: 'upcoming', notes: 'Sensitive eyes, please use the gentle solution.' },
  { day: 2, time: '11:00', service: 2, regular: 0, status: 'cancelled' },
  { day: 3, time: '12:00', service: 3, regular: 1, status: 'upcoming' },
  { day: 4, time: '16:00', service: 0, regular: 2, status: 'upcoming' },
  { day: 6, time: '10:30', service: 1, regular: 3, status: 'upcoming' },
];

const bookedAt = (now: Date, startsAt: Date) => new Date(Math.min(now.getTime(), startsAt.getTime() - 2 * 86_400_000));

/** The London date `openDays` open days from today (the demo salon closes on Mondays). */
function openDay(today: IsoDate, openDays: number): IsoDate {
  const step = openDays < 0 ? -1 : 1;
  let date = today;
  for (let left = Math.abs(openDays); left > 0; ) {
    date = addDaysToDate(date, step);
    if (londonWeekday(date) !== 1) left -= 1;
  }
  return date;
}

/** The demo salon's regulars, bookings and settled revenue, and two services of its own still in review. */
export async function seedDemoDiary(tx: Database, { merchantId, ownerId, now }: { merchantId: string; ownerId: string; now: Date }): Promise<number> {
  const regulars = [];
  for (const regular of REGULARS) {
    regulars.push(await insertUser(tx, { ...regular, city: 'London', gdprConsent: true, gdprConsentAt: now, profileCompletedAt: now, referralCode: newReferralCode() }));
  }
  const salonServices: ServiceRow[] = await tx.select().from(services).where(eq(services.merchantId, merchantId)).orderBy(asc(services.name));
  const today = londonDateOf(now);

  for (const entry of DIARY) {
    const service = salonServices[entry.service % salonServices.length]!;
    const customer = regulars[entry.regular]!;
    const date = openDay(today, entry.day);
    const startsAt = londonInstant(date, entry.time);
    const price = priceBooking({ pricePence: service.pricePence, offPeakPricePence: service.offPeakPricePence, date, time: entry.time, availableCreditPence: 0 });
    const status = entry.status === 'awaiting' || entry.status === 'upcoming' ? 'confirmed' : entry.status;
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: customer.id,
        serviceId: service.id,
        merchantId,
        bookingDate: date,
        bookingTime: entry.time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        durationMinutes: service.durationMinutes,
        notes: entry.notes ?? null,
        status,
        originalPricePence: price.originalPricePence,
        discountAmountPence: price.discountAmountPence,
        offPeakApplied: price.offPeakApplied,
        platformFeePence: price.platformFeePence,
        finalPricePence: price.finalPricePence,
        creditsUsedPence: 0,
        processingFeePence: price.processingFeePence,
        merchantPayoutPence: price.merchantPayoutPence,
        // Booked and paid two days before the appointment (or now, for one starting sooner): the admin's
        // analytics count a booking on the day it was made.
        createdAt: bookedAt(now, startsAt),
        confirmedAt: bookedAt(now, startsAt),
        cancelledAt: status === 'cancelled' ? now : null,
        cancelledBy: status === 'cancelled' ? 'customer' : null,
        completionConfirmedAt: status === 'completed' || status === 'no_show' ? new Date(startsAt.getTime() + service.durationMinutes * 60_000) : null,
      })
      .returning({ id: bookings.id });
    // Paid by card through the sandbox, as a customer's payment is: the admin's booking detail shows the charge,
    // and a refund is paid back against it.
    await tx.insert(payments).values({
      bookingId: booking!.id,
      userId: customer.id,
      gateway: 'sandbox',
      gatewayReference: `pi_sandbox_demo_${booking!.id.replaceAll('-', '')}`,
      amountPence: price.cardAmountPence,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    if (status === 'cancelled') {
      // Cancelled two days ahead: the card part less the fees waits in the admin's Refunds for someone to pay it back.
      const refund = refundForCancellation({ booking: { ...price, startsAt }, now });
      await tx.insert(refundRequests).values({
        bookingId: booking!.id,
        userId: customer.id,
        totalPaidPence: price.finalPricePence,
        creditsUsedPence: 0,
        cardRefundPence: refund.cardRefundPence,
        creditsRestoredPence: refund.creditsRestoredPence,
        requestedAt: now,
      });
    }
    if (status === 'completed' || status === 'no_show') {
      await recordBookingSettlement(tx, {
        merchantId,
        bookingId: booking!.id,
        amountPence: settlementAmount(price),
        description: `${service.name}, ${date} ${entry.time}${status === 'no_show' ? ' (no-show)' : ''}`,
        settledByUserId: ownerId,
      });
    }
  }

  // An approved service with an edit waiting for review (decision 013): customers still see today's price.
  const threading = salonServices.find((service) => service.name === 'Brow Threading');
  if (threading) {
    const { name, description, category, offPeakPricePence, materials, technicianName, imageUrl, availabilitySchedule } = threading;
    await tx
      .update(services)
      .set({
        proposedChanges: { name, description, category, pricePence: 2800, offPeakPricePence, durationMinutes: 20, materials, technicianName, imageUrl, availabilitySchedule },
        proposedAt: now,
      })
      .where(eq(services.id, threading.id));
  }

  await tx.insert(services).values([
    {
      merchantId,
      name: 'Lash Botox Treatment',
      description: 'A nourishing keratin treatment after a lift, for glossier, stronger lashes.',
      category: 'Lashes',
      pricePence: 4500,
      offPeakPricePence: 3200,
      durationMinutes: 45,
      approvalStatus: 'pending',
      isActive: true,
    },
    {
      merchantId,
      name: 'Henna Brows',
      description: 'Henna tint that stains the skin beneath for a fuller look.',
      category: 'Brows',
      pricePence: 3000,
      offPeakPricePence: null,
      durationMinutes: 40,
      approvalStatus: 'rejected',
      rejectionReason: 'Please add how you patch-test henna and how long before the appointment, so customers know to book one.',
      isActive: true,
    },
  ]);
  return regulars.length;
}
