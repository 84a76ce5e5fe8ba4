import type {
  AdminMerchantDetail,
  AdminMerchantsPage,
  adminMerchantsQuerySchema,
  CreatedMerchant,
  DeletedMerchant,
  MerchantDeletionPreview,
} from '@lull/domain/contracts/admin-merchants';
import { merchantRefusal, merchantStateOf, nextMerchantState, type MerchantAction, type MerchantState } from '@lull/domain/merchant-status';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { pageOffset } from '@lull/domain/contracts/paging';
import { penceToPounds } from '@lull/domain/money';
import { WELCOME_LINK_DAYS } from '@lull/domain/password-reset';
import type { CreateMerchantPayload, EditMerchantPayload } from '@lull/domain/validation/admin-merchant';
import type { ReviewDecision } from '@lull/domain/validation/rejection';
import type { z } from 'zod';
import { pgErrorCode, pgErrorCodes, type Database } from '../../db/database';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { newReferralCode } from '../../shared/tokens';
import { recordAdminAction } from '../audit/audit.service';
import { issueWelcomeLink } from '../auth/auth.service';
import { enqueueMail } from '../mail/mail.service';
import { businessStatusMail, type BusinessStatusEvent } from '../mail/templates/business-status';
import { merchantWelcomeMail } from '../mail/templates/merchant-welcome';
import { notify, settleNotificationsAwaiting } from '../notifications/notifications.service';
import { findUserById, insertUser, makeMerchant, stopRunningBusiness } from '../users';
import type { BusinessActivity } from './business-activity';
import { toAdminMerchantDetailDto, toAdminMerchantDto } from './merchant-dto';
import { existingOwnerAccount, lookUpOwner, OWNER_ACCOUNT_REFUSALS } from './merchant-owner';
import {
  findMerchantWithOwner,
  insertMerchant,
  listMerchantsPage,
  lockMerchant,
  updateMerchantWhile,
  type MerchantRow,
} from './merchants.repository';
import { placeOfPostcode, profileColumns, setFilesFromPayload } from './merchants.service';
import { latestSettledMailFailed } from '../mail';
import { listMerchantFiles } from '../files';

export const adminMerchantMessages = {
  notFound: 'Business not found.',
  deleted: 'This business has been deleted.',
  alreadyDeleted: 'This business has already been deleted.',
  alreadyApproved: merchantRefusal('approved', 'approve'),
  alreadyDeclined: merchantRefusal('declined', 'reject'),
  notApproved: merchantRefusal('pending_review', 'pause'),
  alreadyPaused: merchantRefusal('paused', 'pause'),
  notPaused: merchantRefusal('approved', 'unpause'),
  ...OWNER_ACCOUNT_REFUSALS,
  emailRace: 'This email was used for another account or business a moment ago. Please check and try again.',
};

type ListQuery = z.output<typeof adminMerchantsQuerySchema>;

/** A stored business's one state (merchant-status.ts, decision 042). */
function stateOfRow(merchant: MerchantRow): MerchantState {
  return merchantStateOf({ status: merchant.status, isPaused: merchant.isPaused, deleted: merchant.deletedAt !== null });
}

/** Where an action takes the business, or the 409 that says why it cannot: the one graph every change asks. */
function transition(merchant: MerchantRow, action: MerchantAction): MerchantState {
  const from = stateOfRow(merchant);
  const to = nextMerchantState(from, action);
  if (!to) throw new AppError('CONFLICT', merchantRefusal(from, action));
  return to;
}

/** The audit trail's view of a business's state: what Approve, Reject, Pause and Delete change. */
function stateOf(merchant: MerchantRow) {
  return { status: merchant.status, is_verified: merchant.isVerified, is_paused: merchant.isPaused, deleted: merchant.deletedAt !== null };
}

/** What an edit changed, field by field (the spec's names), for the audit trail. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The columns an admin's edit sets, as the spec names them, with the files kept. */
function editableView(merchant: MerchantRow, files: { logo: string[]; certificates: string[] }) {
  return {
    business_name: merchant.businessName,
    business_category: merchant.businessCategory,
    contact_person: merchant.contactPerson,
    user_email: merchant.email,
    phone: merchant.phone,
    address_line_1: merchant.addressLine1,
    address_line_2: merchant.addressLine2 ?? '',
    city: merchant.city,
    postcode: merchant.postcode,
    description: merchant.description,
    website_url: merchant.websiteUrl ?? '',
    social_media_url: merchant.socialMediaUrl ?? '',
    availability_hours: merchant.availabilityHours,
    logo_files: files.logo,
    certificate_files: files.certificates,
  };
}

/**
 * The admin's Merchants tab (admin spec §2.2, §4, §7): the list, a profile, Approve and Reject, Pause and Unpause,
 * Edit, Delete and Create Merchant. Every change locks the business's row, checks its state, changes it only
 * from that state, writes the audit trail and tells the owner, all in one transaction (decision 016).
 */
export function createMerchantsAdminService({ db, clock, config }: AppContext, geocoder: Geocoder, activity: BusinessActivity) {
  const { archiveServicesOfClosedBusiness, bookingTotalsOf, cancelForClosedBusiness, previewClosureOfBusiness } = activity;
  const dashboardUrl = `${config.publicUrl}/merchant/dashboard`;
  const contactUrl = `${config.publicUrl}/contact`;

  async function detail(merchantId: string, database: Database = db): Promise<AdminMerchantDetail> {
    const row = await findMerchantWithOwner(database, merchantId);
    if (!row) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
    const files = await listMerchantFiles(database, merchantId);
    return toAdminMerchantDetailDto(row, files);
  }

  /** The business for a change: locked, existing and not deleted. */
  async function lockedBusiness(tx: Database, merchantId: string): Promise<MerchantRow> {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
    if (merchant.deletedAt) throw new AppError('CONFLICT', adminMerchantMessages.deleted);
    return merchant;
  }

  /** The owner hears of it twice: in the bell, and by mail to the address they sign in with. */
  async function tellOwner(tx: Database, merchant: MerchantRow, event: BusinessStatusEvent, reason: string | null) {
    const mail = businessStatusMail({ businessName: merchant.businessName, event, reason, dashboardUrl, contactUrl });
    const messages: Record<BusinessStatusEvent, string> = {
      approved: `${merchant.businessName} is approved. Its approved, active services can be booked now.`,
      declined: `${merchant.businessName} was not approved: ${reason ?? ''} Update your application to send it back for review.`,
      paused: `${merchant.businessName} is paused: customers cannot find or book it until our team resumes it.${reason ? ` Reason: ${reason}` : ''}`,
      unpaused: `${merchant.businessName} is live again.`,
      deleted: `${merchant.businessName} has been removed from Lull. Its upcoming bookings were cancelled and refunded in full.`,
    };
    const types: Record<BusinessStatusEvent, string> = {
      approved: 'merchant_approved',
      declined: 'merchant_rejected',
      paused: 'merchant_paused',
      unpaused: 'merchant_unpaused',
      deleted: 'merchant_deleted',
    };
    await notify(tx, { userId: merchant.userId, type: types[event], title: mail.subject, message: messages[event] });
    const owner = await findUserById(tx, merchant.userId);
    const to = owner?.email ?? merchant.email;
    if (to) await enqueueMail(tx, { to, ...mail });
  }

  /**
   * Pause or Unpause: only an approved business, only from the other state. Pausing hides the business and its
   * services from customers at once (the catalogue lists approved, unpaused businesses only).
   */
  async function setPaused(actor: Authenticated, merchantId: string, paused: boolean, reason: string | null): Promise<AdminMerchantDetail> {
    const now = clock();
    await db.transaction(async (tx) => {
      const merchant = await lockedBusiness(tx, merchantId);
      transition(merchant, paused ? 'pause' : 'unpause');
      const updated = await updateMerchantWhile(
        tx,
        merchant.id,
        { status: 'approved', isPaused: !paused },
        { isPaused: paused, pausedAt: paused ? now : null, pauseReason: paused ? reason : null, updatedAt: now },
      );
      if (!updated) throw new AppError('CONFLICT', paused ? adminMerchantMessages.alreadyPaused : adminMerchantMessages.notPaused);
      await recordAdminAction(tx, actor, {
        action: paused ? 'merchant.pause' : 'merchant.unpause',
        targetType: 'merchant',
        targetId: merchant.id,
        before: stateOf(merchant),
        after: { ...stateOf(updated), ...(paused ? { pause_reason: reason } : {}) },
        note: paused ? reason : null,
      });
      await tellOwner(tx, updated, paused ? 'paused' : 'unpaused', paused ? reason : null);
    });
    return detail(merchantId);
  }

  return {
    async list(query: ListQuery): Promise<AdminMerchantsPage> {
      const { rows, total } = await listMerchantsPage(db, { q: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
      return { items: rows.map(toAdminMerchantDto), total, page: query.page, page_size: query.page_size };
    },

    detail: (merchantId: string) => detail(merchantId),

    /** Create Merchant's look-up of the owner's email: whose account it is, and whether it may own a business (decision 041). */
    ownerLookup: (email: string) => lookUpOwner(db, email, clock(), bookingTotalsOf),

    /**
     * POST /api/admin/merchants/{id}/approve: decides an application waiting for review. Approving makes the business
     * and its approved, active services bookable at once; rejecting keeps the reason for the owner (who sees it on
     * their dashboard and can resubmit) and the notes for the team. A business decided already, or deleted, is a
     * 409 however many admins press the button at once: the row lock queues them and the second finds it decided.
     */
    async review(actor: Authenticated, merchantId: string, decision: ReviewDecision): Promise<AdminMerchantDetail> {
      const now = clock();
      await db.transaction(async (tx) => {
        const merchant = await lockedBusiness(tx, merchantId);
        transition(merchant, decision.approved ? 'approve' : 'reject');
        const notes = decision.admin_notes ? decision.admin_notes : null;
        const updated = await updateMerchantWhile(
          tx,
          merchant.id,
          { status: merchant.status, isPaused: merchant.isPaused },
          decision.approved
            ? { status: 'approved', isVerified: true, approvedAt: now, rejectionReason: null, adminNotes: notes ?? merchant.adminNotes, updatedAt: now }
            : { status: 'declined', isVerified: false, rejectionReason: decision.rejection_reason, adminNotes: notes, updatedAt: now },
        );
        if (!updated) throw new AppError('CONFLICT', adminMerchantMessages.alreadyApproved);
        await recordAdminAction(tx, actor, {
          action: decision.approved ? 'merchant.approve' : 'merchant.reject',
          targetType: 'merchant',
          targetId: merchant.id,
          before: stateOf(merchant),
          after: { ...stateOf(updated), ...(decision.approved ? {} : { rejection_reason: decision.rejection_reason }) },
          note: notes,
        });
        await tellOwner(tx, updated, decision.approved ? 'approved' : 'declined', decision.approved ? null : decision.rejection_reason);
        // Decided: no admin is asked about this application any more (decision 041).
        await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'merchant', id: merchant.id }));
      });
      return detail(merchantId);
    },

    pause: (actor: Authenticated, merchantId: string, reason: string) => setPaused(actor, merchantId, true, reason),
    unpause: (actor: Authenticated, merchantId: string) => setPaused(actor, merchantId, false, null),

    /**
     * GET /api/admin/merchants/{id}/deletion-preview (decision 042): what Delete would cancel and refund if pressed
     * now, read with the rule Delete applies, so its confirmation can say it before anything happens.
     */
    async deletionPreview(merchantId: string): Promise<MerchantDeletionPreview> {
      const row = await findMerchantWithOwner(db, merchantId);
      if (!row) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
      const preview = await previewClosureOfBusiness(db, merchantId, clock());
      return {
        id: merchantId,
        business_name: row.merchant.businessName,
        bookings_to_cancel: preview.cancelled,
        credit_refund_total: penceToPounds(preview.creditsRestoredPence),
        card_refund_total: penceToPounds(preview.cardRefundPence),
        holds_to_release: preview.released,
        services_to_archive: row.servicesCount,
      };
    },

    /**
     * PUT /api/admin/merchants/{id}: the admin's Edit, with the same profile columns, places and files as the owner's
     * Edit Business Profile. It never changes the review state (an owner's save of a declined application is what
     * sends it back for review), the booking policy or the venue photos. The audit trail keeps what changed.
     */
    async edit(actor: Authenticated, merchantId: string, input: EditMerchantPayload): Promise<AdminMerchantDetail> {
      const current = await findMerchantWithOwner(db, merchantId);
      if (!current) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
      const place = await placeOfPostcode(geocoder, input.postcode, current.merchant);
      const fileIds = (files: { id: string }[]) => files.map((file) => file.id);
      await db.transaction(async (tx) => {
        const merchant = await lockedBusiness(tx, merchantId);
        const filesBefore = await listMerchantFiles(tx, merchant.id);
        const idsOf = (type: string) => filesBefore.filter((file) => file.fileType === type).map((file) => file.id);
        const before = editableView(merchant, { logo: idsOf('logo'), certificates: idsOf('certificate') });
        const row = await updateMerchantWhile(tx, merchant.id, { status: merchant.status }, { ...profileColumns(input, place), email: input.user_email, updatedAt: clock() });
        if (!row) throw new AppError('CONFLICT', adminMerchantMessages.deleted);
        await setFilesFromPayload(tx, row, input, actor.user.id);
        const after = editableView(row, { logo: fileIds(input.logo_files), certificates: fileIds(input.certificate_files) });
        await recordAdminAction(tx, actor, { action: 'merchant.edit', targetType: 'merchant', targetId: merchant.id, ...changedFields(before, after) });
      });
      return detail(merchantId);
    },

    /**
     * DELETE /api/admin/merchants/{id} (decision 016): the business is hidden at once and for good, its services are
     * archived, its customers' upcoming paid bookings are cancelled and refunded in full (unpaid holds released),
     * and everything financial stays. The owner's account stays a customer's. Deleting again is a 409.
     */
    async remove(actor: Authenticated, merchantId: string): Promise<DeletedMerchant> {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const merchant = await lockMerchant(tx, merchantId);
        if (!merchant) throw new AppError('NOT_FOUND', adminMerchantMessages.notFound);
        if (merchant.deletedAt) throw new AppError('CONFLICT', adminMerchantMessages.alreadyDeleted);
        // Paused as well as deleted: every customer-facing read (the catalogue, the business page, its files, a
        // new hold) already asks "approved and not paused", so none needs a second condition to hide it.
        const deleted = await updateMerchantWhile(tx, merchant.id, { status: merchant.status }, { deletedAt: now, isPaused: true, pausedAt: merchant.pausedAt ?? now, updatedAt: now });
        if (!deleted) throw new AppError('CONFLICT', adminMerchantMessages.alreadyDeleted);
        const servicesArchived = await archiveServicesOfClosedBusiness(tx, merchant.id, now);
        const bookings = await cancelForClosedBusiness(tx, merchant.id, now, config.publicUrl);
        const owner = await findUserById(tx, merchant.userId);
        if (owner) await stopRunningBusiness(tx, owner);
        await recordAdminAction(tx, actor, {
          action: 'merchant.delete',
          targetType: 'merchant',
          targetId: merchant.id,
          before: stateOf(merchant),
          after: { ...stateOf(deleted), services_archived: servicesArchived, bookings_cancelled: bookings.cancelled, holds_released: bookings.released },
          note: merchant.businessName,
        });
        await tellOwner(tx, merchant, 'deleted', null);
        await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'merchant', id: merchant.id }));
        return bookings;
      });
      // A hold that was waiting for the services' lock while the deletion ran was written just after it: release it.
      const stragglers = await db.transaction((tx) => cancelForClosedBusiness(tx, merchantId, clock(), config.publicUrl));
      return {
        id: merchantId,
        deleted_at: now.toISOString(),
        bookings_cancelled: outcome.cancelled + stragglers.cancelled,
        holds_released: outcome.released + stragglers.released,
      };
    },

    /**
     * POST /api/admin/businesses/create (admin spec §7, decision 016): a business listed by our team, approved and
     * verified at once. A new email gets an account (a merchant's, no password) and a welcome mail with a
     * single-use link to choose a password, valid a week; an existing customer's account is given the business and
     * a welcome mail to sign in as usual. An administrator's email, a disabled account and an account that has (or
     * had) a business are refused. `welcome_email_sent` says whether the mail was queued for an address mail can
     * reach: not when this server has no way to send mail, nor when the last mail to the address was given up on.
     */
    async create(actor: Authenticated, input: CreateMerchantPayload): Promise<CreatedMerchant> {
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
          merchant: await detail(created.merchantId),
          owner_account: created.isNewAccount ? 'created' : 'existing',
          welcome_email_sent: created.canDeliver,
        };
      } catch (error) {
        // Another admin (or a sign-up) took this email, or gave this account a business, in the same instant.
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new AppError('CONFLICT', adminMerchantMessages.emailRace, { user_email: adminMerchantMessages.emailRace });
        throw error;
      }
    },
  };
}

export type MerchantsAdminService = ReturnType<typeof createMerchantsAdminService>;

/** The Merchants tab's search and filter, for the CSV export (admin module) to apply exactly as the list does. */
export { adminMerchantsWhere } from './merchants.repository';
