import { CREDIT_LIFETIME_DAYS } from '@lull/domain/credits';
import { FIGURES } from '@lull/domain/figures';
import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { services } from '../schema/catalogue';
import { merchants } from '../schema/merchants';
import { bookingTerms } from '../schema/terms';
import { users } from '../schema/users';
import { insertCreditEntry } from '../../modules/credits/credits.repository';
import { grantWelcomeCredit } from '../../modules/credits/credits.service';
import { addDays } from '../../shared/clock';
import { findUserByEmail, insertUser, type UserRow } from '../../modules/users/users.repository';
import { hashPassword } from '../../shared/passwords';
import { newReferralCode } from '../../shared/tokens';
import { seedDemoApplications } from './demo-applications';
import { demoBusinesses, type DemoBusiness } from './demo-catalogue';
import { seedDemoDiary } from './demo-diary';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoTeam } from './demo-team';
import { attachDemoImages } from './demo-images';

export const DEMO_PASSWORD = 'demo-password';

/** The three sign-ins the README and the end-to-end tests rely on. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@lull.test', role: 'admin', firstName: 'Ada', lastName: 'Admin', phone: '+44 7700900001' },
  merchant: { email: 'merchant@lull.test', role: 'merchant', firstName: 'Mina', lastName: 'Merchant', phone: '+44 7700900002' },
  customer: { email: 'customer@lull.test', role: 'consumer', firstName: 'Cara', lastName: 'Customer', phone: '+44 7700900003' },
} as const;

// The rules' figures come from their constants, so the demo's terms cannot promise an old fee (decision 044).
export const DEMO_BOOKING_TERMS = `Lull Booking Terms

These terms apply to every booking you make through Lull. Lull arranges and takes payment for your booking; the treatment itself is provided by the salon, spa or clinic you book with ("the salon"). By ticking "I agree" when you book, you accept these terms.

1. Off-Peak Booking Fee. Every booking carries a ${FIGURES.bookingFee} Off-Peak Booking Fee, added to the price of your treatment. It is how Lull is paid for arranging your booking, and it is non-refundable, including when you cancel in good time.

2. Price and off-peak discount. Each treatment has a usual price set by the salon. When your appointment starts in an off-peak window and the salon offers an off-peak price, you pay the off-peak price instead. Off-peak windows are ${FIGURES.offPeakWeekdays.start} to ${FIGURES.offPeakWeekdays.end} Monday to Friday and ${FIGURES.offPeakWeekends.start} to ${FIGURES.offPeakWeekends.end} Saturday and Sunday, London time, unless the salon has set its own off-peak hours. The booking page shows your price, any discount and the fee before you pay.

3. Paying. You pay the total when you book, by card, with Lull credit, or both. We hold your chosen time for ${FIGURES.hold} while you pay; if payment is not completed in that time, the time is released. Your booking is confirmed when payment succeeds.

4. Credits. You can use up to ${FIGURES.maxCreditPerBooking} of Lull credit per booking, never more than the amount due; your oldest credit is used first. Each credit expires ${FIGURES.creditLifetime} after it is added to your account. Credit has no cash value and cannot be exchanged for money or transferred.

5. Cancelling at least ${FIGURES.cancellationNotice} before. You can cancel from My Bookings up to ${FIGURES.cancellationNotice} before your appointment starts. Any credit you used is restored to your account in full. Your card refund is the amount you paid by card, minus the ${FIGURES.bookingFee} Off-Peak Booking Fee and minus the card processing fee (${FIGURES.processingRate} of the price after discount plus the booking fee, plus ${FIGURES.processingFixed}); it never falls below zero. Refunds are checked by our team and returned to the card you paid with.

6. Cancelling within ${FIGURES.cancellationNotice}, or not attending. If you cancel less than ${FIGURES.cancellationNotice} before your appointment starts, or do not attend (a no-show), there is no refund of card payment or credit.

7. Arriving on time. Please arrive a few minutes early. If you are late, the salon may shorten your treatment so the next client is not kept waiting, and the full price still applies.

8. The salon's own policy. Some salons have their own booking and cancellation policy, for example about patch tests or lateness. Where a salon has one, it is shown before you book, you will be asked to agree to it, and it applies alongside these terms.

9. Age. You must be 18 or over to book through Lull.

10. Questions and problems. If something goes wrong with a booking or a refund, contact Lull support at support@lull.app or through our Contact page, and we will help you put it right.`;

export interface DemoSeedResult {
  seeded: boolean;
  accounts: number;
  businesses: number;
  services: number;
}

/** Start-up hook: loads the demo data only into a database nobody has used yet. */
export async function seedDemoDataIfEmpty(db: Database, now: Date): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return false;
  const result = await seedDemoData(db, now);
  return result.seeded;
}

const DEMO_BONUS_PENCE = 300;

/**
 * Loads the demo accounts, catalogue and booking terms in one transaction, so a failure leaves nothing
 * half-seeded. Running it again changes nothing: the admin account marks a database as already seeded.
 */
export async function seedDemoData(db: Database, now: Date): Promise<DemoSeedResult> {
  const skipped: DemoSeedResult = { seeded: false, accounts: 0, businesses: 0, services: 0 };
  if (await findUserByEmail(db, DEMO_ACCOUNTS.admin.email)) return skipped;
  // argon2id is deliberately slow: hash once and share it between every demo login.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another process may have seeded while we hashed.
    if (await findUserByEmail(tx, DEMO_ACCOUNTS.admin.email)) return skipped;
    const demoUser = async (account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]): Promise<UserRow> => {
      const user = await insertUser(tx, {
        ...account,
        passwordHash,
        city: 'London',
        gdprConsent: true,
        gdprConsentAt: now,
        profileCompletedAt: now,
        emailVerifiedAt: now,
        referralCode: newReferralCode(),
      });
      await grantWelcomeCredit(tx, user.id, now);
      return user;
    };
    await demoUser(DEMO_ACCOUNTS.admin);
    const merchantAccount = await demoUser(DEMO_ACCOUNTS.merchant);
    const customer = await demoUser(DEMO_ACCOUNTS.customer);
    // A demo bonus on top of the welcome credit: £6 lets the demo customer try a booking paid by credit alone.
    await insertCreditEntry(tx, {
      userId: customer.id,
      type: 'bonus',
      amountPence: DEMO_BONUS_PENCE,
      description: 'Demo credit: try a booking paid by credit alone',
      referenceType: 'demo',
      expiresAt: addDays(now, CREDIT_LIFETIME_DAYS),
    });

    let accounts = 3;
    let serviceCount = 0;
    let demoSalonId = '';
    for (const [index, business] of demoBusinesses.entries()) {
      // The first business is the one the merchant demo account signs in to manage.
      const ownerId = index === 0 ? merchantAccount.id : (await insertOwner(tx, business, passwordHash, now)).id;
      if (index !== 0) accounts += 1;
      const merchantId = await insertMerchant(tx, business, ownerId, now);
      if (business.services.length > 0) {
        await tx.insert(services).values(
          business.services.map((service) => ({
            merchantId,
            name: service.name,
            description: service.description,
            category: service.category,
            pricePence: service.pricePence,
            offPeakPricePence: service.offPeakPricePence,
            durationMinutes: service.durationMinutes,
            availabilitySchedule: service.availabilitySchedule ?? null,
            approvalStatus: 'approved' as const,
            isActive: true,
          })),
        );
      }
      await seedDemoTeam(tx, business, merchantId);
      await attachDemoImages(tx, business, merchantId);
      serviceCount += business.services.length;
      if (index === 0) {
        demoSalonId = merchantId;
        accounts += await seedDemoDiary(tx, { merchantId, ownerId, openingHours: business.availabilityHours, now });
        serviceCount += 2;
      }
    }

    // Reviews from completed visits at the other salons, and one for the demo customer to write (decision 025).
    await seedDemoReviews(tx, { now, demoSalonId, customerId: customer.id });

    // Two applications waiting on the admin: one under review, one declined.
    accounts += await seedDemoApplications(tx, { passwordHash, now });

    // Version 1 only if no terms exist yet: an admin may already have published their own.
    const [{ count: termsCount } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(bookingTerms);
    if (termsCount === 0) {
      await tx.insert(bookingTerms).values({ version: 1, content: DEMO_BOOKING_TERMS, publishedAt: now });
    }

    return { seeded: true, accounts, businesses: demoBusinesses.length, services: serviceCount };
  });
}

async function insertOwner(db: Database, business: DemoBusiness, passwordHash: string, now: Date): Promise<UserRow> {
  const [firstName = '', ...rest] = business.contactPerson.replace(/^Dr\s+/, '').split(' ');
  // The owner's login is separate from the business contact address, as for real merchants.
  return insertUser(db, {
    email: `owner@${business.slug}.lull.test`,
    passwordHash,
    firstName,
    lastName: rest.join(' '),
    phone: business.phone,
    city: business.city,
    role: 'merchant',
    gdprConsent: true,
    gdprConsentAt: now,
    profileCompletedAt: now,
    emailVerifiedAt: now,
    referralCode: newReferralCode(),
  });
}

async function insertMerchant(db: Database, business: DemoBusiness, userId: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(merchants)
    .values({
      userId,
      businessName: business.businessName,
      businessCategory: business.businessCategory,
      contactPerson: business.contactPerson,
      phone: business.phone,
      email: business.email,
      addressLine1: business.addressLine1,
      addressLine2: business.addressLine2 ?? null,
      city: business.city,
      postcode: business.postcode,
      latitude: business.latitude,
      longitude: business.longitude,
      description: business.description,
      websiteUrl: business.websiteUrl,
      availabilityHours: business.availabilityHours,
      specificPolicies: business.specificPolicies ?? null,
      status: 'approved',
      isVerified: true,
      approvedAt: now,
    })
    .returning({ id: merchants.id });
  if (!row) throw new Error(`insert into merchants returned no row for ${business.slug}`);
  return row.id;
}
