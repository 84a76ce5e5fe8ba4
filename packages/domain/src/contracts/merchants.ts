import { z } from 'zod';

/** GET /api/merchants/marketplace-figures: what the merchant landing page says about Lull, read from the database. */
export const marketplaceFiguresSchema = z.object({
  /** Businesses customers can find and book now. */
  salons_listed: z.number().int().nonnegative(),
  /** Bookings paid for and not cancelled (upcoming, completed or missed). */
  bookings_made: z.number().int().nonnegative(),
  /** What those bookings' off-peak prices took off the regular ones, in pounds. */
  customer_savings: z.number().nonnegative(),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFiguresSchema>;

/** A stored file as the API describes it (merchant spec §3): POST /api/uploads, and a business's files. */
export const fileRecordSchema = z.object({
  id: z.uuid(),
  file_type: z.enum(['logo', 'certificate', 'photo', 'service_image']),
  /** The stored file's own name: its id with the extension of what it holds. */
  file_name: z.string(),
  /** The name it was uploaded under, without any path. */
  original_name: z.string(),
  file_size: z.number().int().positive(),
  mime_type: z.string(),
  file_url: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** The business as its owner and admins see it (merchant spec §3): GET /api/merchants/me and the profile's saves. */
export const ownMerchantSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  business_name: z.string(),
  /** One value after onboarding, one or more joined by comma and space after an edit. */
  business_category: z.string(),
  contact_person: z.string(),
  phone: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  website_url: z.string(),
  social_media_url: z.string(),
  /** The certificates' addresses, comma separated, as the spec has it. */
  certificate_url: z.string(),
  availability_hours: z.string(),
  specific_policies: z.string(),
  status: z.enum(['pending_review', 'approved', 'declined']),
  rejection_reason: z.string().nullable(),
  is_paused: z.boolean(),
  is_approved: z.boolean(),
  merchant_revenue_balance: z.number(),
  logo_files: z.array(fileRecordSchema),
  certificate_files: z.array(fileRecordSchema),
  photo_files: z.array(fileRecordSchema),
  created_at: z.string(),
});
export type OwnMerchant = z.infer<typeof ownMerchantSchema>;

/** PUT /api/merchants/{id}: the saved profile, and whether a declined application went back for review. */
export const savedProfileSchema = ownMerchantSchema.extend({ resubmitted: z.boolean() });
