import { z } from 'zod';
import { reviewDecisionSchema, type ReviewDecision } from '../validation/rejection';
import { pageOf, pageQuerySchema } from './paging';

export const SERVICE_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ServiceApprovalStatus = (typeof SERVICE_APPROVAL_STATUSES)[number];

/** The service form's fields as saved (prices in pounds): a service's own, or an edit waiting for review. */
const serviceDetailsShape = {
  name: z.string(),
  description: z.string(),
  /** Pounds. */
  price: z.number(),
  /** Pounds; null when the service has no off-peak price. */
  off_peak_price: z.number().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  category: z.string(),
  materials: z.string(),
  technician_name: z.string(),
  /** '' when the service has no picture. */
  image_url: z.string(),
  /** Comma-joined 'HH:MM' start times; '' when they come from the business's hours. */
  availability_schedule: z.string(),
};

/**
 * A service as its salon (and admins) see it (merchant spec §3): GET /api/services/me and every change's answer.
 * `proposed_changes` is an edit of an approved service waiting for review (decision 013): customers see the
 * details above until an admin approves it. A `rejection_reason` on an approved service is why its last edit
 * was turned down; on a rejected one, why the service was.
 */
export const merchantServiceSchema = z.object({
  id: z.uuid(),
  merchant_id: z.uuid(),
  ...serviceDetailsShape,
  /**
   * Minutes the team member stays taken after the treatment to clean up (decision 050). Operational and never shown
   * to customers, so an edit sets it at once rather than proposing it with the details for review.
   */
  buffer_minutes: z.number().int(),
  is_active: z.boolean(),
  approval_status: z.enum(SERVICE_APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  proposed_changes: z.object({ ...serviceDetailsShape, proposed_at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantService = z.infer<typeof merchantServiceSchema>;

export const SERVICE_APPROVAL_FILTERS = ['all', ...SERVICE_APPROVAL_STATUSES] as const;
export const SERVICE_ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;

/** GET /api/services/me: searched (name, category, description, technician), filtered and paged by the database. */
export const myServicesQuerySchema = pageQuerySchema.extend({
  /** An admin names the business; a merchant's own is always used. */
  merchant_id: z.uuid('Business not found.').optional(),
  approval: z.enum(SERVICE_APPROVAL_FILTERS).optional().default('all'),
  active: z.enum(SERVICE_ACTIVE_FILTERS).optional().default('all'),
});
export type MyServicesQuery = z.infer<typeof myServicesQuerySchema>;

export const myServicesPageSchema = pageOf(merchantServiceSchema);
export type MyServicesPage = z.infer<typeof myServicesPageSchema>;

/** DELETE /api/services/{id}: gone, or kept hidden for the record because it has bookings. */
export const deletedServiceSchema = z.object({ id: z.uuid(), outcome: z.enum(['deleted', 'archived']) });
export type DeletedService = z.infer<typeof deletedServiceSchema>;

/** POST /api/admin/services/{id}/approve (admin spec §7): the one review decision of businesses and services. */
export const serviceReviewSchema = reviewDecisionSchema;
export type ServiceReview = ReviewDecision;
