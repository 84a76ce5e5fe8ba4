import { z } from 'zod';
import { fileRecordSchema } from './merchants';
import { pageOf, pageQuerySchema } from './paging';

/**
 * The Merchants tab's filter (admin spec §2.2), decided in decision 016:
 * - all: every business not deleted, whatever its state (declined ones show their Declined badge here);
 * - verified: approved and not paused, which is what customers can see;
 * - pending: waiting for review (pending_review), first applied first, which is the review queue;
 * - paused: approved and paused by an admin;
 * - declined: declined and not yet resubmitted by its owner (decision 042), to approve or follow up.
 */
export const ADMIN_MERCHANT_FILTERS = ['all', 'verified', 'pending', 'paused', 'declined'] as const;
export type AdminMerchantFilter = (typeof ADMIN_MERCHANT_FILTERS)[number];

/** GET /api/admin/merchants: searched by business name, email, city or category, filtered, paged. */
export const adminMerchantsQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_MERCHANT_FILTERS).optional().default('all'),
});
export type AdminMerchantsQuery = z.input<typeof adminMerchantsQuerySchema>;

/**
 * A business's state as admin spec §3 has it: 'paused' for an approved business an admin paused (pausing is a
 * flag beside the review state, decision 004), else its review state.
 */
export const adminMerchantStatusSchema = z.enum(['pending_review', 'approved', 'declined', 'paused']);
export type AdminMerchantStatus = z.infer<typeof adminMerchantStatusSchema>;

/** A row of the Merchants table (admin spec §2.2, §3 Merchant). */
export const adminMerchantSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  contact_person: z.string(),
  /** The business's contact address (the spec's user_email). */
  user_email: z.string(),
  /** The address its owner signs in with, when it differs. */
  owner_email: z.string(),
  phone: z.string(),
  /** '' when none was given: the table shows 'Not specified'. */
  business_category: z.string(),
  /** Its services, archived ones left out. */
  services_count: z.number().int().nonnegative(),
  /** Bookings the business cancelled itself (decision 051), ever and in the last 90 days. */
  salon_cancellations: z.number().int().nonnegative(),
  recent_salon_cancellations: z.number().int().nonnegative(),
  city: z.string(),
  postcode: z.string(),
  status: adminMerchantStatusSchema,
  is_verified: z.boolean(),
  is_paused: z.boolean(),
  /** When it applied (the Applied date). */
  created_at: z.string(),
});
export type AdminMerchant = z.infer<typeof adminMerchantSchema>;

export const adminMerchantsPageSchema = pageOf(adminMerchantSchema);
export type AdminMerchantsPage = z.infer<typeof adminMerchantsPageSchema>;

/** GET /api/admin/merchants/{id}: every section of the profile modal, with the files to open and download. */
export const adminMerchantDetailSchema = adminMerchantSchema.extend({
  owner_user_id: z.uuid(),
  owner_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  description: z.string(),
  website_url: z.string(),
  social_media_url: z.string(),
  availability_hours: z.string(),
  logo_url: z.string().nullable(),
  /** The certificates' addresses, comma separated (admin spec §3). */
  certificate_url: z.string(),
  rejection_reason: z.string().nullable(),
  admin_notes: z.string().nullable(),
  approved_at: z.string().nullable(),
  paused_at: z.string().nullable(),
  /** Why our team paused it (decision 042); null unless paused. */
  pause_reason: z.string().nullable(),
  merchant_revenue_balance: z.number(),
  logo_files: z.array(fileRecordSchema),
  certificate_files: z.array(fileRecordSchema),
  photo_files: z.array(fileRecordSchema),
});
export type AdminMerchantDetail = z.infer<typeof adminMerchantDetailSchema>;

/**
 * What Create Merchant answers (admin spec §7): the business, whether its owner's account was made now or was
 * there already, and whether the welcome mail was queued for an address mail can reach (decision 016).
 */
export const createdMerchantSchema = z.object({
  merchant: adminMerchantDetailSchema,
  owner_account: z.enum(['created', 'existing']),
  welcome_email_sent: z.boolean(),
});
export type CreatedMerchant = z.infer<typeof createdMerchantSchema>;

/** What Delete answers: the business is gone, and what happened to its customers' upcoming bookings. */
export const deletedMerchantSchema = z.object({
  id: z.uuid(),
  deleted_at: z.string(),
  /** Paid bookings cancelled and refunded in full. */
  bookings_cancelled: z.number().int().nonnegative(),
  /** Unpaid holds released. */
  holds_released: z.number().int().nonnegative(),
});
export type DeletedMerchant = z.infer<typeof deletedMerchantSchema>;

/** The most a pause's reason may say: it is read in a notification and a mail. */
export const PAUSE_REASON_MAX = 500;
export const PAUSE_REASON_REQUIRED = 'Say why you are pausing this business: its owner is told.';
export const PAUSE_REASON_TOO_LONG = `Keep the reason under ${PAUSE_REASON_MAX} characters.`;

/** POST /api/admin/merchants/{id}/pause (decision 042): the reason is kept, audited and told to the owner. */
export const pauseMerchantSchema = z.object({
  reason: z
    .string({ error: PAUSE_REASON_REQUIRED })
    .trim()
    .min(1, PAUSE_REASON_REQUIRED)
    .max(PAUSE_REASON_MAX, PAUSE_REASON_TOO_LONG),
});
export type PauseMerchantPayload = z.infer<typeof pauseMerchantSchema>;

/**
 * GET /api/admin/merchants/{id}/deletion-preview (decision 042): what Delete would cancel now, for its confirmation
 * to say before anything happens. The same query Delete runs, so the figures are the ones it would act on.
 */
export const merchantDeletionPreviewSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  /** Upcoming paid bookings that would be cancelled and refunded in full. */
  bookings_to_cancel: z.number().int().nonnegative(),
  /** What those customers get back: Lull credit returned at once, and card payments for the team to refund. */
  credit_refund_total: z.number().nonnegative(),
  card_refund_total: z.number().nonnegative(),
  /** Unpaid holds that would be released. */
  holds_to_release: z.number().int().nonnegative(),
  /** Its services that would be archived. */
  services_to_archive: z.number().int().nonnegative(),
});
export type MerchantDeletionPreview = z.infer<typeof merchantDeletionPreviewSchema>;
