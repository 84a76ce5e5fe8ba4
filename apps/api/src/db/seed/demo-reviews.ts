import { type WallTime, addDaysToDate, londonDateOf, londonInstant } from '@lull/domain/london-time';
import { settlementAmount } from '@lull/domain/merchant-bookings';
import { priceBooking } from '@lull/domain/pricing';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../database';
import { bookings, payments } from '../schema/bookings';
import { reviews, services } from '../schema/catalogue';
import { merchants } from '../schema/merchants';
import { insertPayout } from '../../modules/payouts/payouts-admin.repository';
import { recordBookingSettlement, recordPayout } from '../../modules/revenue/revenue.service';
import { users } from '../schema/users';

/** The demo salon's regulars (demo-diary.ts) write the reviews, so every review has a real completed visit behind it. */
const REVIEWERS = ['priya.shah@example.com', 'tom.baker@example.com', 'lena.fischer@example.com', 'grace.okafor@example.com'];

/** What was said, by stars; the reply (if any) is the salon's. Days are before today, visit then review. */
const REVIEWS: { daysAgo: number; time: WallTime; rating: number; text: string | null; reply?: string }[] = [
  { daysAgo: 12, time: '11:00', rating: 5, text: 'Booked on my lunch break and was in and out on time. Really careful work and a lovely calm room.', reply: 'Thank you! Lovely to see you, come back soon.' },
  { daysAgo: 26, time: '13:30', rating: 4, text: 'Great result and good value at the off-peak price. Started ten minutes late, but they apologised.' },
  { daysAgo: 41, time: '10:30', rating: 5, text: null },
  { daysAgo: 63, time: '14:00', rating: 4, text: 'Friendly, clean and unhurried. I will book again.', reply: 'Thanks for the kind words. See you next time!' },
];

/**
 * Believable reviews for the listed demo businesses other than merchant@lull.test's own salon (whose page the
 * catalogue journey reads as not yet reviewed): each from a completed, card-paid booking by a demo regular some
 * weeks ago. And the demo customer's own completed visit, last week, waiting for her review (decision 025).
 *
 * Each visit is settled to its salon's revenue ledger like any completed booking, and a salon's reviewed visits
 * were paid out to it already (one recorded transfer each), so the money identities of decision 020 hold for the
 * demo data too. The demo customer's visit last week is settled and not yet paid out: that salon has a balance.
 */
export async function seedDemoReviews(tx: Database, { now, demoSalonId, customerId }: { now: Date; demoSalonId: string; customerId: string }): Promise<number> {
  const reviewers = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, REVIEWERS));
  reviewers.sort((a, b) => REVIEWERS.indexOf(a.email ?? '') - REVIEWERS.indexOf(b.email ?? ''));
  const listed = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.status, 'approved'), ne(merchants.id, demoSalonId)))
    .orderBy(asc(merchants.businessName));
  const today = londonDateOf(now);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@lull.test'));
  const adminId = admin!.id;
  let count = 0;

  const completedVisit = async (merchantId: string, service: typeof services.$inferSelect, userId: string, daysAgo: number, time: WallTime) => {
    const date = addDaysToDate(today, -daysAgo);
    const startsAt = londonInstant(date, time);
    const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
    const price = priceBooking({ pricePence: service.pricePence, offPeakPricePence: service.offPeakPricePence, date, time, availableCreditPence: 0 });
    const bookedAt = new Date(startsAt.getTime() - 3 * 86_400_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId,
        serviceId: service.id,
        merchantId,
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt,
        durationMinutes: service.durationMinutes,
        status: 'completed',
        originalPricePence: price.originalPricePence,
        discountAmountPence: price.discountAmountPence,
        offPeakApplied: price.offPeakApplied,
        platformFeePence: price.platformFeePence,
        finalPricePence: price.finalPricePence,
        creditsUsedPence: 0,
        processingFeePence: price.processingFeePence,
        merchantPayoutPence: price.merchantPayoutPence,
        createdAt: bookedAt,
        confirmedAt: bookedAt,
        completionConfirmedAt: endsAt,
      })
      .returning({ id: bookings.id });
    await tx.insert(payments).values({
      bookingId: booking!.id,
      userId,
      gateway: 'sandbox',
      gatewayReference: `pi_sandbox_demo_${booking!.id.replaceAll('-', '')}`,
      amountPence: price.cardAmountPence,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    // Settled to the salon like any completed visit, so its revenue ledger holds every visit it was paid for.
    const owedPence = settlementAmount(price);
    if (owedPence > 0) {
      await recordBookingSettlement(tx, { merchantId, bookingId: booking!.id, amountPence: owedPence, description: `${service.name}, ${date} ${time}`, settledByUserId: null });
    }
    return { id: booking!.id, endsAt, owedPence };
  };

  /** The salon's settled visits already paid to its bank, as an admin records a transfer (decision 022). */
  const paidOut = async (merchantId: string, amountPence: number, reference: string) => {
    const payout = await insertPayout(tx, { merchantId, amountPence, reference, periodStart: addDaysToDate(today, -60), periodEnd: addDaysToDate(today, -1), recordedByUserId: adminId, createdAt: now });
    await recordPayout(tx, { merchantId, payoutId: payout!.id, amountPence, description: `Paid out to your bank, reference ${reference}`, recordedByUserId: adminId });
  };

  for (const [index, merchant] of listed.entries()) {
    const offered = await tx.select().from(services).where(and(eq(services.merchantId, merchant.id), eq(services.approvalStatus, 'approved'))).orderBy(asc(services.name));
    if (offered.length === 0) continue;
    let settledPence = 0;
    // Two to four reviews a business, so the pages differ.
    const take = 2 + (index % 3);
    for (const [n, entry] of REVIEWS.slice(0, take).entries()) {
      const reviewer = reviewers[(index + n) % reviewers.length];
      if (!reviewer) continue;
      const service = offered[(index + n) % offered.length]!;
      const visit = await completedVisit(merchant.id, service, reviewer.id, entry.daysAgo + (index % 5), entry.time);
      settledPence += visit.owedPence;
      const writtenAt = new Date(visit.endsAt.getTime() + (1 + n) * 86_400_000);
      await tx.insert(reviews).values({
        bookingId: visit.id,
        userId: reviewer.id,
        merchantId: merchant.id,
        serviceId: service.id,
        // One business in three has a less happy customer too: real ratings are not all fives.
        rating: index % 3 === 2 && n === 1 ? 3 : entry.rating,
        comment: entry.text,
        createdAt: writtenAt,
        merchantReply: entry.reply ?? null,
        repliedAt: entry.reply ? new Date(writtenAt.getTime() + 86_400_000) : null,
      });
      count += 1;
    }
    if (settledPence > 0) await paidOut(merchant.id, settledPence, `DEMO-${String(index + 1).padStart(3, '0')}`);
  }

  // The demo customer's visit last week, ready for her to review from My Bookings.
  const first = listed[0];
  if (first) {
    const [service] = await tx.select().from(services).where(and(eq(services.merchantId, first.id), eq(services.approvalStatus, 'approved'))).orderBy(asc(services.name)).limit(1);
    if (service) await completedVisit(first.id, service, customerId, 6, '12:00');
  }
  return count;
}
