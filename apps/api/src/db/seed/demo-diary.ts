import { randomUUID } from 'node:crypto';
import { type IsoDate, type WallTime, addDaysToDate, londonDateOf, londonInstant, londonWeekday, minutesOf, timeOf } from '@lull/domain/london-time';
import { settlementAmount } from '@lull/domain/merchant-bookings';
import { priceBooking, refundForCancellation } from '@lull/domain/pricing';
import { type WorkingRange, openingHoursAsWorkingHours, rankFreeMembers, worksThrough } from '@lull/domain/team';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { bookings, payments, refundRequests } from '../schema/bookings';
import { services } from '../schema/catalogue';
import { diaryBlocks, teamMemberServices, teamMembers } from '../schema/team';
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

/**
 * The salon's own entries in this week's diary (Monday to Sunday, London), by weekday (0 = Sunday): a weekly lunch
 * break, a day off, a walk-in and a phone booking. The break and the day off name who takes them; the two clients go
 * to whoever performs their treatment and is free nearest the time.
 */
const LUNCH_BREAK = { member: 'Sophie', weekday: 3, start: '13:00', end: '14:00', weeks: 8, note: 'Lunch' } as const;
const DAY_OFF = { member: 'Chloe', weekday: 5, note: 'Holiday' } as const;
const CLIENT_BLOCKS = [
  { kind: 'walk_in', weekday: 4, time: '11:00', service: 'Brow Threading', clientName: 'Jess Taylor', clientPhone: null, note: 'Brow threading, paid in the studio' },
  { kind: 'phone_booking', weekday: 6, time: '10:00', service: 'Brow Wax, Tint & Shape', clientName: 'Margaret Ellis', clientPhone: '+44 7700900567', note: 'Wax, tint and shape; pays on the day' },
] as const;

interface Member {
  id: string;
  displayName: string;
  hours: WorkingRange[];
  serviceIds: Set<string>;
}

/**
 * The diary as the seed fills it: who is taken when, so every booking goes to a member who performs it, works then and
 * is free (the database refuses overlaps per member: diary_occupancy_no_overlap), and no block covers a booking.
 */
class DemoDiary {
  private readonly taken: { memberId: string; from: number; to: number; date: IsoDate }[] = [];
  constructor(readonly members: Member[]) {}

  take(memberId: string, date: IsoDate, time: WallTime, minutes: number) {
    const from = londonInstant(date, time).getTime();
    this.taken.push({ memberId, from, to: from + minutes * 60_000, date });
  }

  private isFree(memberId: string, date: IsoDate, time: WallTime, minutes: number): boolean {
    const from = londonInstant(date, time).getTime();
    const to = from + minutes * 60_000;
    return this.taken.every((entry) => entry.memberId !== memberId || entry.to <= from || entry.from >= to);
  }

  private bookedMinutes(date: IsoDate): Map<string, number> {
    const minutes = new Map<string, number>();
    for (const entry of this.taken.filter((e) => e.date === date)) minutes.set(entry.memberId, (minutes.get(entry.memberId) ?? 0) + (entry.to - entry.from) / 60_000);
    return minutes;
  }

  /** The time nearest `time` that day (later first) when someone who can do it works and is free, and who: as "Any professional" picks. */
  place(date: IsoDate, time: WallTime, minutes: number, canDo: (member: Member) => boolean): { member: Member; time: WallTime } {
    const wanted = minutesOf(time);
    const later = Array.from({ length: 48 }, (_, i) => wanted + i * 30).filter((m) => m + minutes <= 24 * 60);
    const earlier = Array.from({ length: 48 }, (_, i) => wanted - (i + 1) * 30).filter((m) => m >= 0);
    for (const candidate of [...later, ...earlier].map(timeOf)) {
      const free = this.members.filter((m) => canDo(m) && worksThrough(m.hours, date, candidate, minutes) && this.isFree(m.id, date, candidate, minutes));
      const [chosen] = rankFreeMembers(free.map((m) => m.id), this.bookedMinutes(date));
      if (chosen) {
        this.take(chosen, date, candidate, minutes);
        return { member: this.members.find((m) => m.id === chosen)!, time: candidate };
      }
    }
    throw new Error(`No demo team member can take ${minutes} minutes on ${date}`);
  }

  byName(name: string): Member {
    const member = this.members.find((m) => m.displayName === name);
    if (!member) throw new Error(`The demo salon has no team member called ${name}`);
    return member;
  }
}

const bookedAt = (now: Date, startsAt: Date) => new Date(Math.min(now.getTime(), startsAt.getTime() - 2 * 86_400_000));

/** The salon's active members with the hours they work (the opening hours for those who follow them) and what they perform. */
async function loadTeam(tx: Database, merchantId: string, openingHours: string): Promise<Member[]> {
  const members = await tx.select().from(teamMembers).where(eq(teamMembers.merchantId, merchantId)).orderBy(asc(teamMembers.position));
  const performs = await tx
    .select({ teamMemberId: teamMemberServices.teamMemberId, serviceId: teamMemberServices.serviceId })
    .from(teamMemberServices)
    .innerJoin(teamMembers, eq(teamMembers.id, teamMemberServices.teamMemberId))
    .where(eq(teamMembers.merchantId, merchantId));
  return members
    .filter((member) => member.isActive)
    .map((member) => ({
      id: member.id,
      displayName: member.displayName,
      hours: member.workingHours ?? openingHoursAsWorkingHours(openingHours),
      serviceIds: new Set(performs.filter((row) => row.teamMemberId === member.id).map((row) => row.serviceId)),
    }));
}

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
export async function seedDemoDiary(
  tx: Database,
  { merchantId, ownerId, openingHours, now }: { merchantId: string; ownerId: string; openingHours: string; now: Date },
): Promise<number> {
  const regulars = [];
  for (const regular of REGULARS) {
    regulars.push(await insertUser(tx, { ...regular, city: 'London', gdprConsent: true, gdprConsentAt: now, profileCompletedAt: now, referralCode: newReferralCode() }));
  }
  const salonServices: ServiceRow[] = await tx.select().from(services).where(eq(services.merchantId, merchantId)).orderBy(asc(services.name));
  const today = londonDateOf(now);
  const diary = new DemoDiary(await loadTeam(tx, merchantId, openingHours));
  const monday = addDaysToDate(today, -((londonWeekday(today) + 6) % 7));
  const thisWeek = (weekday: number) => addDaysToDate(monday, (weekday + 6) % 7);
  const blocks: (typeof diaryBlocks.$inferInsert)[] = [];
  const block = (entry: Omit<typeof diaryBlocks.$inferInsert, 'merchantId' | 'startsAt' | 'endsAt'>) => {
    blocks.push({ ...entry, merchantId, startsAt: londonInstant(entry.blockDate, entry.startTime), endsAt: londonInstant(entry.blockDate, entry.endTime) });
  };

  // The break and the day off go in first: the bookings are then placed around them.
  const onBreak = diary.byName(LUNCH_BREAK.member);
  const seriesId = randomUUID();
  for (let week = 0; week < LUNCH_BREAK.weeks; week += 1) {
    const date = addDaysToDate(thisWeek(LUNCH_BREAK.weekday), week * 7);
    const minutes = minutesOf(LUNCH_BREAK.end) - minutesOf(LUNCH_BREAK.start);
    diary.take(onBreak.id, date, LUNCH_BREAK.start, minutes);
    block({ teamMemberId: onBreak.id, kind: 'break', blockDate: date, startTime: LUNCH_BREAK.start, endTime: LUNCH_BREAK.end, note: LUNCH_BREAK.note, seriesId });
  }
  const away = diary.byName(DAY_OFF.member);
  const dayOff = thisWeek(DAY_OFF.weekday);
  for (const range of away.hours.filter((r) => r.day_of_week === DAY_OFF.weekday)) {
    diary.take(away.id, dayOff, range.start_time, minutesOf(range.end_time) - minutesOf(range.start_time));
    block({ teamMemberId: away.id, kind: 'time_off', blockDate: dayOff, startTime: range.start_time, endTime: range.end_time, note: DAY_OFF.note });
  }

  for (const entry of DIARY) {
    const service = salonServices[entry.service % salonServices.length]!;
    const customer = regulars[entry.regular]!;
    const date = openDay(today, entry.day);
    // The diary's time, or the nearest one when nobody who performs the treatment is free then.
    const { member, time } = diary.place(date, entry.time, service.durationMinutes, (m) => m.serviceIds.has(service.id));
    const startsAt = londonInstant(date, time);
    const price = priceBooking({ pricePence: service.pricePence, offPeakPricePence: service.offPeakPricePence, date, time, availableCreditPence: 0 });
    const status = entry.status === 'awaiting' || entry.status === 'upcoming' ? 'confirmed' : entry.status;
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: customer.id,
        serviceId: service.id,
        merchantId,
        teamMemberId: member.id,
        bookingDate: date,
        bookingTime: time,
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
        description: `${service.name}, ${date} ${time}${status === 'no_show' ? ' (no-show)' : ''}`,
        settledByUserId: ownerId,
      });
    }
  }

  // The clients the salon booked itself this week, where no booking is.
  for (const entry of CLIENT_BLOCKS) {
    const service = salonServices.find((s) => s.name === entry.service);
    if (!service) throw new Error(`The demo salon has no service called ${entry.service}`);
    const date = thisWeek(entry.weekday);
    const { member, time } = diary.place(date, entry.time, service.durationMinutes, (m) => m.serviceIds.has(service.id));
    const endTime = timeOf(minutesOf(time) + service.durationMinutes);
    block({ teamMemberId: member.id, kind: entry.kind, blockDate: date, startTime: time, endTime, note: entry.note, clientName: entry.clientName, clientPhone: entry.clientPhone });
  }
  // The triggers of migration 0030 write each block's occupancy.
  await tx.insert(diaryBlocks).values(blocks);

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
