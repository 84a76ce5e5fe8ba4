import { z } from 'zod';
import { ADMIN_MERCHANT_STATUSES } from './admin-services';

/** How many pending merchants and services the overview lists (admin spec §9). */
export const OVERVIEW_PENDING_SHOWN = 3;

export const overviewPendingMerchantSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  city: z.string(),
  business_category: z.string(),
  status: z.enum(ADMIN_MERCHANT_STATUSES),
  created_at: z.string(),
});
export type OverviewPendingMerchant = z.infer<typeof overviewPendingMerchantSchema>;

export const overviewPendingServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  merchant_business_name: z.string(),
  category: z.string(),
  /** Pounds. */
  price: z.number(),
  /** An approved service's edit waiting for review, rather than a new service. */
  is_edit: z.boolean(),
  /** When it started waiting: the service's creation, or the edit's. */
  waiting_since: z.string(),
});
export type OverviewPendingService = z.infer<typeof overviewPendingServiceSchema>;

/**
 * GET /api/admin/stats (admin spec §3 Platform stats, decision 017), with the overview's two short lists (the
 * first 3 waiting longest). total_bookings counts paid bookings; total_revenue is what the platform earned, its
 * fees, in pounds; pending_services counts an approved service's edit waiting for review too.
 */
export const platformStatsSchema = z.object({
  total_users: z.number().int().nonnegative(),
  total_merchants: z.number().int().nonnegative(),
  total_services: z.number().int().nonnegative(),
  total_bookings: z.number().int().nonnegative(),
  total_revenue: z.number(),
  pending_merchants: z.number().int().nonnegative(),
  pending_services: z.number().int().nonnegative(),
  pending_merchant_list: z.array(overviewPendingMerchantSchema),
  pending_service_list: z.array(overviewPendingServiceSchema),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
