import { addDaysToDate, londonDateOf, londonWeekday } from '@lull/domain/london-time';
import { checkWorkingHours, openingHoursAsWorkingHours, workingRangeSchema, worksThrough } from '@lull/domain/team';
import { and, eq, inArray } from 'drizzle-orm';
import { assertInvariants } from './support/invariants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { bookings, payments, refundRequests } from '../src/db/schema/bookings';
import { services } from '../src/db/schema/catalogue';
import { merchantRevenueEntries } from '../src/db/schema/payouts';
import { merchantFiles, merchants } from '../src/db/schema/merchants';
import { diaryBlocks, teamMemberServices, teamMembers } from '../src/db/schema/team';
import { bookingTerms } from '../src/db/schema/terms';
import { users } from '../src/db/schema/users';
import { CUSTOMER_CATEGORIES, demoBusinesses } from '../src/db/seed/demo-catalogue';
import { seedDemoDataIfEmpty } from '../src/db/seed/demo-seed';
import { verifyPassword } from '../src/shared/passwords';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The merchant spec's availability_hours: seven 'Day: HH:MM-HH:MM' or 'Day: Closed' entries, in week order. */
function isValidAvailabilityHours(text: string): boolean {
  const entries = text.split(', ');
  if (entries.length !== DAYS.length) return false;
  return entries.every((entry, index) => {
    const match = /^(\w+): (?:Closed|([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d))$/.exec(entry);
    if (!match || match[1] !== DAYS[index]) return false;
    if (match[2] === undefined) return true;
    return `${match[4]}:${match[5]}` > `${match[2]}:${match[3]}`;
  });
}

describe('demo data', () => {
  let handle: DatabaseHandle;
  let firstRun: boolean;
  let secondRun: boolean;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    const now = new Date('2026-03-02T09:00:00Z');
    firstRun = await seedDemoDataIfEmpty(handle.db, now);
    secondRun = await seedDemoDataIfEmpty(handle.db, now);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('holds every database invariant: the demo diary is paid, settled and paid out as real bookings are', async () => {
    await assertInvariants(handle.db);
  });

  it('seeds an empty database once', async () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
    const allUsers = await handle.db.select({ email: users.email }).from(users);
    expect(new Set(allUsers.map((u) => u.email)).size).toBe(allUsers.length);
  });

  it('creates the three demo accounts with their roles and the demo password', async () => {
    const expected = { 'admin@lull.test': 'admin', 'merchant@lull.test': 'merchant', 'customer@lull.test': 'consumer' };
    for (const [email, role] of Object.entries(expected)) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(user?.role, email).toBe(role);
      expect(user?.gdprConsent).toBe(true);
      expect(user?.profileCompletedAt).not.toBeNull();
      expect(await verifyPassword(user?.passwordHash ?? '', 'demo-password')).toBe(true);
    }
  });

  it('lists at least 12 approved businesses covering all six customer categories', async () => {
    const listed = await handle.db.select().from(merchants).where(eq(merchants.status, 'approved'));
    expect(listed.length).toBeGreaterThanOrEqual(12);

    const bookable = await handle.db
      .select({ category: services.category })
      .from(services)
      .where(and(eq(services.approvalStatus, 'approved'), eq(services.isActive, true)));
    const categories = new Set(bookable.map((s) => s.category));
    for (const category of CUSTOMER_CATEGORIES) expect(categories, category).toContain(category);
  });

  it('has two applications waiting on the admin: one under review with its logo and certificate, one declined with its reason', async () => {
    const applications = await handle.db.select().from(merchants).where(eq(merchants.isVerified, false));
    expect(applications.map((row) => [row.businessName, row.status, row.rejectionReason]).sort()).toEqual([
      ['Hollow Tree Lashes', 'pending_review', null],
      ['Marlowe Nail Bar', 'declined', 'Invalid Documents'],
    ]);
    for (const application of applications) {
      expect(application.logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const files = await handle.db.select().from(merchantFiles).where(eq(merchantFiles.merchantId, application.id));
      expect(files.map((file) => file.fileType).sort()).toEqual(['certificate', 'logo']);
      expect(files.find((file) => file.fileType === 'certificate')?.mimeType).toBe('application/pdf');
      const [owner] = await handle.db.select().from(users).where(eq(users.id, application.userId));
      expect(owner?.email).toMatch(/^owner@[a-z-]+\.lull\.test$/);
      expect(await verifyPassword(owner?.passwordHash ?? '', 'demo-password')).toBe(true);
    }
  });

  it('gives every business a position and well-formed opening hours', async () => {
    const all = await handle.db.select().from(merchants);
    for (const merchant of all) {
      expect(merchant.latitude, merchant.businessName).toBeTypeOf('number');
      expect(merchant.longitude, merchant.businessName).toBeTypeOf('number');
      // Greater London's bounding box.
      expect(merchant.latitude).toBeGreaterThan(51.28);
      expect(merchant.latitude).toBeLessThan(51.7);
      expect(merchant.longitude).toBeGreaterThan(-0.52);
      expect(merchant.longitude).toBeLessThan(0.34);
      expect(isValidAvailabilityHours(merchant.availabilityHours), `${merchant.businessName}: ${merchant.availabilityHours}`).toBe(true);
    }
  });

  it('gives every listed business a logo and three photos, and every service an image, all stored as files', async () => {
    const businesses = await handle.db.select().from(merchants).where(eq(merchants.status, 'approved'));
    for (const business of businesses) {
      expect(business.logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const photos = await handle.db
        .select()
        .from(merchantFiles)
        .where(and(eq(merchantFiles.merchantId, business.id), eq(merchantFiles.fileType, 'photo')));
      expect(photos).toHaveLength(3);
      expect(photos.every((photo) => photo.width === 960 && photo.height === 640 && photo.mimeType === 'image/webp' && photo.altText)).toBe(true);
    }
    // Every listed service; the two the demo salon has submitted for review have no picture yet.
    const all = await handle.db.select({ imageUrl: services.imageUrl }).from(services).where(eq(services.approvalStatus, 'approved'));
    expect(all.every((service) => service.imageUrl?.startsWith('/api/files/'))).toBe(true);
  });

  it('prices every off-peak service below its regular price', async () => {
    const all = await handle.db.select().from(services);
    const discounted = all.filter((s) => s.offPeakPricePence !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const service of discounted) expect(service.offPeakPricePence, service.name).toBeLessThan(service.pricePence);
  });

  it('makes merchant@lull.test the owner of an approved business', async () => {
    const [owned] = await handle.db
      .select({ status: merchants.status, name: merchants.businessName })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(eq(users.email, 'merchant@lull.test'));
    expect(owned?.status).toBe('approved');
    expect(owned?.name).toBe(demoBusinesses[0]?.businessName);
  });

  it("gives merchant@lull.test a diary to run: bookings to settle, settled revenue, upcoming ones, a cancellation and services in review", async () => {
    const [salon] = await handle.db
      .select({ id: merchants.id, balance: merchants.revenueBalancePence })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(eq(users.email, 'merchant@lull.test'));
    const diary = await handle.db.select().from(bookings).where(eq(bookings.merchantId, salon!.id));
    const now = new Date('2026-03-02T09:00:00Z');
    const count = (status: string, when: 'past' | 'future') =>
      diary.filter((booking) => booking.status === status && (when === 'past' ? booking.startsAt < now : booking.startsAt > now)).length;
    expect(count('confirmed', 'past')).toBeGreaterThanOrEqual(2);
    expect(count('completed', 'past')).toBeGreaterThanOrEqual(2);
    expect(count('no_show', 'past')).toBe(1);
    expect(count('confirmed', 'future')).toBeGreaterThanOrEqual(3);
    expect(count('cancelled', 'future')).toBe(1);
    // The balance is the ledger's sum: one entry per settled booking.
    const entries = await handle.db.select().from(merchantRevenueEntries).where(eq(merchantRevenueEntries.merchantId, salon!.id));
    expect(entries).toHaveLength(diary.filter((booking) => booking.status === 'completed' || booking.status === 'no_show').length);
    expect(salon!.balance).toBe(entries.reduce((sum, entry) => sum + entry.amountPence, 0));
    expect(salon!.balance).toBeGreaterThan(0);
    // Each was paid by card (the sandbox's record of the charge), and the cancellation's card part waits to be refunded.
    for (const booking of diary) {
      const [charge] = await handle.db.select().from(payments).where(eq(payments.bookingId, booking.id));
      expect(charge).toMatchObject({ gateway: 'sandbox', status: 'succeeded', amountPence: booking.finalPricePence - booking.creditsUsedPence });
    }
    const cancelled = diary.find((booking) => booking.status === 'cancelled')!;
    const [refund] = await handle.db.select().from(refundRequests).where(eq(refundRequests.bookingId, cancelled.id));
    expect(refund).toMatchObject({ status: 'pending', totalPaidPence: cancelled.finalPricePence, cardRefundPence: cancelled.finalPricePence - cancelled.platformFeePence - cancelled.processingFeePence });
    const review = await handle.db.select().from(services).where(eq(services.merchantId, salon!.id));
    expect(review.filter((service) => service.approvalStatus === 'pending')).toHaveLength(1);
    expect(review.find((service) => service.approvalStatus === 'rejected')?.rejectionReason).toMatch(/patch-test henna/);
    expect(review.filter((service) => service.approvalStatus === 'approved' && service.proposedChanges !== null)).toHaveLength(1);
  });

  it('gives each demo business a team of one to three, working half-hour steps inside its opening hours, each with their own hours and services', async () => {
    const listed = await handle.db.select().from(merchants).where(inArray(merchants.businessName, demoBusinesses.map((b) => b.businessName)));
    expect(listed).toHaveLength(demoBusinesses.length);
    for (const business of listed) {
      const team = await handle.db.select().from(teamMembers).where(eq(teamMembers.merchantId, business.id));
      expect(team.length, business.businessName).toBeGreaterThanOrEqual(1);
      expect(team.length, business.businessName).toBeLessThanOrEqual(3);
      const seen = new Set<string>();
      for (const member of team) {
        expect(member.isActive).toBe(true);
        for (const range of member.workingHours ?? []) expect(workingRangeSchema.safeParse(range).success, `${member.displayName} ${JSON.stringify(range)}`).toBe(true);
        expect(checkWorkingHours(member.workingHours ?? [], business.availabilityHours), `${business.businessName}: ${member.displayName}`).toBeNull();
        const performs = await handle.db.select({ serviceId: teamMemberServices.serviceId }).from(teamMemberServices).where(eq(teamMemberServices.teamMemberId, member.id));
        const week = JSON.stringify(member.workingHours ?? openingHoursAsWorkingHours(business.availabilityHours));
        seen.add(`${week} ${performs.map((p) => p.serviceId).sort().join()}`);
      }
      expect(seen.size, `${business.businessName}: no two members alike`).toBe(team.length);
    }
  });

  it('has an active member performing every service', async () => {
    const all = await handle.db.select({ id: services.id, name: services.name }).from(services);
    const performed = await handle.db
      .selectDistinct({ serviceId: teamMemberServices.serviceId })
      .from(teamMemberServices)
      .innerJoin(teamMembers, eq(teamMembers.id, teamMemberServices.teamMemberId))
      .where(eq(teamMembers.isActive, true));
    const performedIds = new Set(performed.map((row) => row.serviceId));
    expect(all.filter((service) => !performedIds.has(service.id)).map((service) => service.name)).toEqual([]);
  });

  it("gives merchant@lull.test's salon three members and a week with a lunch break, a day off, a walk-in and a phone booking", async () => {
    const [salon] = await handle.db
      .select({ id: merchants.id })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(eq(users.email, 'merchant@lull.test'));
    const team = await handle.db.select().from(teamMembers).where(eq(teamMembers.merchantId, salon!.id));
    expect(team.map((member) => member.displayName).sort()).toEqual(['Chloe', 'Mina', 'Sophie']);

    const today = londonDateOf(new Date('2026-03-02T09:00:00Z'));
    const monday = addDaysToDate(today, -((londonWeekday(today) + 6) % 7));
    const sunday = addDaysToDate(monday, 6);
    const blocks = await handle.db.select().from(diaryBlocks).where(eq(diaryBlocks.merchantId, salon!.id));
    const thisWeek = blocks.filter((block) => block.blockDate >= monday && block.blockDate <= sunday);
    expect(thisWeek.map((block) => block.kind).sort()).toEqual(['break', 'phone_booking', 'time_off', 'walk_in']);
    expect(thisWeek.every((block) => block.teamMemberId !== null)).toBe(true);
    expect(thisWeek.find((block) => block.kind === 'walk_in')?.clientName).toMatch(/\S/);
    expect(thisWeek.find((block) => block.kind === 'phone_booking')).toMatchObject({ clientName: expect.any(String), clientPhone: expect.stringMatching(/^\+44 /) });
    // The lunch break repeats weekly: one row per week of one series.
    const lunch = thisWeek.find((block) => block.kind === 'break')!;
    const series = blocks.filter((block) => block.seriesId === lunch.seriesId);
    expect(series.length).toBeGreaterThanOrEqual(2);
    expect(new Set(series.map((block) => `${block.teamMemberId} ${londonWeekday(block.blockDate)} ${block.startTime}-${block.endTime}`)).size).toBe(1);
  });

  it("puts every booking of merchant@lull.test's salon with a member who performs it, works then and is not on a block", async () => {
    const [salon] = await handle.db
      .select({ id: merchants.id, hours: merchants.availabilityHours })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(eq(users.email, 'merchant@lull.test'));
    const team = await handle.db.select().from(teamMembers).where(eq(teamMembers.merchantId, salon!.id));
    const performs = await handle.db.select().from(teamMemberServices).where(inArray(teamMemberServices.teamMemberId, team.map((member) => member.id)));
    const blocks = await handle.db.select().from(diaryBlocks).where(eq(diaryBlocks.merchantId, salon!.id));
    const diary = await handle.db.select().from(bookings).where(eq(bookings.merchantId, salon!.id));
    expect(diary.length).toBeGreaterThan(0);
    for (const booking of diary) {
      const member = team.find((m) => m.id === booking.teamMemberId)!;
      const label = `${booking.bookingDate} ${booking.bookingTime} with ${member.displayName}`;
      expect(performs.some((row) => row.teamMemberId === member.id && row.serviceId === booking.serviceId), label).toBe(true);
      const hours = member.workingHours ?? openingHoursAsWorkingHours(salon!.hours);
      expect(worksThrough(hours, booking.bookingDate, booking.bookingTime, booking.durationMinutes), label).toBe(true);
      const onBlock = blocks.filter((block) => block.teamMemberId === member.id && block.startsAt < booking.endsAt && block.endsAt > booking.startsAt);
      expect(onBlock, label).toEqual([]);
    }
  });

  it('publishes booking terms', async () => {
    const terms = await handle.db.select().from(bookingTerms);
    expect(terms).toHaveLength(1);
    expect(terms[0]?.version).toBe(1);
    expect(terms[0]?.content).toContain('£5 Off-Peak Booking Fee');
  });
});

/** Checks of the data itself, so a typo in the catalogue fails here rather than on a customer's screen. */
describe('demo catalogue data', () => {
  const slots = (text: string) => text.split(',');
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

  it.each(demoBusinesses.map((b) => [b.slug, b] as const))('%s is consistent', (_slug, business) => {
    expect(business.services.length).toBeGreaterThanOrEqual(3);
    expect(business.services.length).toBeLessThanOrEqual(6);
    expect(business.phone).toMatch(/^\+44 2079460\d{3}$/);
    const hours = business.availabilityHours.split(', ').map((entry) => /(\d\d:\d\d)-(\d\d:\d\d)$/.exec(entry));
    for (const service of business.services) {
      expect(service.durationMinutes % 15, service.slug).toBe(0);
      // A free consultation, or a treatment at a believable London price.
      if (service.pricePence !== 0) {
        expect(service.pricePence, service.slug).toBeGreaterThanOrEqual(2500);
        expect(service.pricePence, service.slug).toBeLessThanOrEqual(15000);
      }
      if (service.offPeakPricePence !== null) {
        const discount = 1 - service.offPeakPricePence / service.pricePence;
        expect(discount, service.slug).toBeGreaterThanOrEqual(0.2);
        expect(discount, service.slug).toBeLessThanOrEqual(0.5);
        expect(service.offPeakPricePence % 50, service.slug).toBe(0);
      }
      // A fixed start time must leave room to finish before closing on every open day.
      for (const start of service.availabilitySchedule ? slots(service.availabilitySchedule) : []) {
        expect(start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        for (const day of hours) {
          if (!day?.[1] || !day[2]) continue;
          expect(toMinutes(start), `${service.slug} ${start}`).toBeGreaterThanOrEqual(toMinutes(day[1]));
          expect(toMinutes(start) + service.durationMinutes, `${service.slug} ${start}`).toBeLessThanOrEqual(toMinutes(day[2]));
        }
      }
    }
  });
});
