import type { CreatedMerchant } from '@lull/domain/contracts/admin-merchants';
import { WELCOME_LINK_DAYS } from '@lull/domain/password-reset';
import type { CreateMerchantPayload } from '@lull/domain/validation/admin-merchant';
import { pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { newReferralCode } from '../../shared/tokens';
import { recordAdminAction } from '../audit/audit.service';
import { issueWelcomeLink } from '../auth/auth.service';
import { latestSettledMailFailed } from '../mail';
import { enqueueMail } from '../mail/mail.service';
import { merchantWelcomeMail } from '../mail/templates/merchant-welcome';
import { notify } from '../notifications/notifications.service';
import { insertUser, makeMerchant } from '../users';
import type { BusinessActivity } from './business-activity';
import { adminMerchantMessages, merchantDetail, stateOf } from './merchant-admin-changes';
import { existingOwnerAccount } from './merchant-owner';
import { insertMerchant } from './merchants.repository';
import { placeOfPostcode, profileColumns, setFilesFromPayload } from './business-profile';

/**
 * POST /api/admin/businesses/create (decision 016): a business listed by our team, approved and
 * verified at once. A new email gets an account (a merchant's, no password) and a welcome mail with a
 * single-use link to choose a password, valid a week; an existing customer's account is given the business and
 * a welcome mail to sign in as usual. An administrator's email, a disabled account and an account that has (or
 * had) a business are refused. `welcome_email_sent` says whether the mail was queued for an address mail can
 * reach: not when this server has no way to send mail, nor when the last mail to the address was given up on.
 */
export async function createMerchant(
  { db, clock, config }: AppContext,
  geocoder: Geocoder,
  activity: BusinessActivity,
  actor: Authenticated,
  input: CreateMerchantPayload,
): Promise<CreatedMerchant> {
  const { bookingTotalsOf } = activity;
  const place = await placeOfPostcode(geocoder, input.postcode);
  const now = clock();
  try {
    const created = await db.transaction(async (tx) => {
      const existing = await existingOwnerAccount(tx, input.user_email, now, bookingTotalsOf);
      if (existing?.refusal) throw new AppError('CONFLICT', existing.refusal, { user_email: existing.refusal });
      // An existing account becomes a business's owner only once the admin has read whose it is (decision 041).
      if (existing && !input.confirm_existing_account) throw new AppError('CONFLICT', existing.question, { user_email: existing.question });
      const isNewAccount = existing === undefined;
      let owner = existing?.owner;
      if (!owner) {
        const [firstName = '', ...rest] = input.contact_person.split(/\s+/);
        owner = await insertUser(tx, {
          email: input.user_email,
          firstName,
          lastName: rest.join(' '),
          phone: input.phone,
          city: input.city,
          role: 'merchant',
          referralCode: newReferralCode(),
        });
      }
      const merchant = await insertMerchant(tx, {
        ...profileColumns(input, place),
        userId: owner.id,
        email: input.user_email,
        status: 'approved',
        isVerified: true,
        approvedAt: now,
      });
      await setFilesFromPayload(tx, merchant, input, actor.user.id);
      await makeMerchant(tx, owner);
      const setPasswordLink = isNewAccount ? await issueWelcomeLink(tx, owner.id, now, config.publicUrl) : null;
      await enqueueMail(tx, {
        to: input.user_email,
        ...merchantWelcomeMail({ firstName: owner.firstName, businessName: merchant.businessName, setPasswordLink, validDays: WELCOME_LINK_DAYS, signInUrl: `${config.publicUrl}/` }),
      });
      await notify(tx, {
        userId: owner.id,
        type: 'merchant_approved',
        title: `Welcome to Lull: ${merchant.businessName}`,
        message: `Our team has listed ${merchant.businessName} and approved it. Add your services from your dashboard.`,
      });
      await recordAdminAction(tx, actor, {
        action: 'merchant.create',
        targetType: 'merchant',
        targetId: merchant.id,
        after: {
          ...stateOf(merchant),
          business_name: merchant.businessName,
          owner_account: isNewAccount ? 'created' : 'existing',
          ...(existing ? { owner_previous_role: existing.owner.role, owner_bookings: existing.totalBookings, owner_credit_pence: existing.creditPence } : {}),
        },
      });
      const canDeliver = (config.smtpUrl !== undefined || !config.isProduction) && !(await latestSettledMailFailed(tx, input.user_email));
      return { merchantId: merchant.id, isNewAccount, canDeliver };
    });
    return {
      merchant: await merchantDetail(db, created.merchantId),
      owner_account: created.isNewAccount ? 'created' : 'existing',
      welcome_email_sent: created.canDeliver,
    };
  } catch (error) {
    // Another admin (or a sign-up) took this email, or gave this account a business, in the same instant.
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('CONFLICT', adminMerchantMessages.emailRace, { user_email: adminMerchantMessages.emailRace });
    throw error;
  }
}
