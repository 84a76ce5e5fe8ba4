import { randomUUID } from 'node:crypto';
import { recordPaymentBehind } from './booking-payments';
import { londonDateOf, londonTimeOf } from '@lull/domain/london-time';
import type { Database } from '../../src/db/database';
import { bookings } from '../../src/db/schema/bookings';
import { services } from '../../src/db/schema/catalogue';
import { merchants } from '../../src/db/schema/merchants';
import { users } from '../../src/db/schema/users';
import { insertMerchantFile } from '../../src/modules/files/files.repository';

type MerchantOverrides = Partial<typeof merchants.$inferInsert>;
type ServiceOverrides = Partial<typeof services.$inferInsert>;

const weekdayHours = 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 10:00-22:00, Sunday: Closed';

/** A business (approved and listed unless told otherwise) with its owner account. */
export async function createMerchant(db: Database, overrides: MerchantOverrides = {}) {
  const [owner] = await db
    .insert(users)
    .values({ email: `owner.${randomUUID()}@example.com`, firstName: 'Owner', role: 'merchant', referralCode: randomUUID().slice(0, 8).toUpperCase() })
    .returning();
  const [merchant] = await db
    .insert(merchants)
    .values({
      userId: owner!.id,
      businessName: `Test Salon ${randomUUID().slice(0, 6)}`,
      email: 'salon@example.com',
      addressLine1: '1 High Street',
      city: 'London',
      postcode: 'E8 3PH',
      latitude: 51.5411,
      longitude: -0.0649,
      availabilityHours: weekdayHours,
      status: 'approved',
      isVerified: true,
      ...overrides,
    })
    .returning();
  return { owner: owner!, merchant: merchant! };
}

export async function createService(db: Database, merchantId: string, overrides: ServiceOverrides = {}) {
  const [service] = await db
    .insert(services)
    .values({
      merchantId,
      name: `Treatment ${randomUUID().slice(0, 6)}`,
      description: 'A calm treatment.',
      category: 'Nails',
      pricePence: 4000,
      offPeakPricePence: 3000,
      durationMinutes: 60,
      approvalStatus: 'approved',
      isActive: true,
      ...overrides,
    })
    .returning();
  return service!;
}

export async function createConfirmedBooking(db: Database, service: { id: string; merchantId: string }, userId: string, start: Date, minutes: number) {
  const [row] = await db.insert(bookings).values({
    userId,
    serviceId: service.id,
    merchantId: service.merchantId,
    bookingDate: londonDateOf(start),
    bookingTime: londonTimeOf(start),
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * 60_000),
    durationMinutes: minutes,
    status: 'confirmed',
    originalPricePence: 4000,
    discountAmountPence: 0,
    platformFeePence: 500,
    finalPricePence: 4500,
    creditsUsedPence: 0,
    processingFeePence: 161,
    // The salon bears 2.9 % of £40 + 30p = £1.46 of the £1.61 (decision 038).
    merchantPayoutPence: 3854,
  }).returning();
  await recordPaymentBehind(db, row!);
}

export async function addMerchantFile(db: Database, merchantId: string, fileType: 'photo' | 'certificate', bytes: Buffer, mimeType: string) {
  return insertMerchantFile(db, { merchantId, fileType, fileName: `${fileType}.bin`, originalName: `${fileType}.bin`, mimeType }, randomUUID(), bytes);
}

/**
 * A paid booking straight into the table, priced as `priceBooking` prices a £40 service at its £30 off-peak price:
 * £35 with the £5 fee, a 132p processing fee of which the salon bears 117p (2.9 % of £30 + 30p, decision 038), and a
 * £28.83 payout for the salon. Answers its id.
 */
export async function createPaidBooking(
  db: Database,
  { service, userId, start, minutes = 60, ...overrides }: { service: { id: string; merchantId: string }; userId: string; start: Date; minutes?: number } & Partial<typeof bookings.$inferInsert>,
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      userId,
      serviceId: service.id,
      merchantId: service.merchantId,
      bookingDate: londonDateOf(start),
      bookingTime: londonTimeOf(start),
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      status: 'confirmed',
      originalPricePence: 4000,
      discountAmountPence: 1000,
      offPeakApplied: true,
      platformFeePence: 500,
      finalPricePence: 3500,
      processingFeePence: 132,
      merchantPayoutPence: 2883,
      ...overrides,
    })
    .returning();
  await recordPaymentBehind(db, row!);
  return row!.id;
}
