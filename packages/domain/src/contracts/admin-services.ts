import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';
import { merchantServiceSchema } from './services';

/**
 * The Services tab's filter (admin spec §2.2), decision 017: Pending is what waits for a decision (a new service,
 * or an approved service's edit: decision 013); Approved is every approved service; Active and Inactive split the
 * approved ones by is_active (spec §4: "Approved services are Active or Inactive by is_active"). Rejected services
 * show under All.
 */
export const ADMIN_SERVICE_FILTERS = ['all', 'active', 'inactive', 'pending', 'approved'] as const;
export type AdminServiceFilter = (typeof ADMIN_SERVICE_FILTERS)[number];

/** GET /api/admin/services: searched (name, business name, category), filtered and paged by the database. */
export const adminServicesQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_SERVICE_FILTERS, 'Choose a status: all, active, inactive, pending or approved.').optional().default('all'),
});
export type AdminServicesQuery = z.infer<typeof adminServicesQuerySchema>;

/** A business's state as the admin's lists show it (admin spec §3 Merchant status). */
export const ADMIN_MERCHANT_STATUSES = ['approved', 'declined', 'pending_review', 'paused'] as const;

/**
 * A service as the admin's list shows it (admin spec §3 Service): the salon's view of it plus its business, the
 * provider, the review's notes, and its paid bookings and what customers paid for them (less refunds), in pounds.
 */
export const adminServiceSchema = merchantServiceSchema.extend({
  merchant_business_name: z.string(),
  merchant_status: z.enum(ADMIN_MERCHANT_STATUSES),
  provider_name: z.string(),
  admin_notes: z.string().nullable(),
  total_bookings: z.number().int().nonnegative(),
  /** Pounds. */
  total_revenue: z.number(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServicesPageSchema = pageOf(adminServiceSchema);
export type AdminServicesPage = z.infer<typeof adminServicesPageSchema>;

/** GET /api/admin/services/{id}: the details modal (Service Information, Merchant & Provider, Performance Metrics). */
export const adminServiceDetailSchema = adminServiceSchema.extend({
  merchant: z.object({
    id: z.uuid(),
    business_name: z.string(),
    contact_person: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    status: z.enum(ADMIN_MERCHANT_STATUSES),
  }),
  metrics: z.object({
    /** Paid bookings, as total_bookings. */
    total_bookings: z.number().int().nonnegative(),
    completed_bookings: z.number().int().nonnegative(),
    /** Cancelled after payment. */
    cancelled_bookings: z.number().int().nonnegative(),
    /** Pounds, as total_revenue. */
    total_revenue: z.number(),
    /** Of the service's reviews, to one decimal; null without reviews. */
    avg_rating: z.number().nullable(),
    review_count: z.number().int().nonnegative(),
  }),
});
export type AdminServiceDetail = z.infer<typeof adminServiceDetailSchema>;

/** One of the 5 most recent bookings of a service (GET /api/admin/services/{id}/bookings; admin spec §9). */
export const adminServiceBookingSchema = z.object({
  id: z.uuid(),
  customer_name: z.string(),
  customer_email: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  /** As the API spells booking statuses ('no-show'). */
  status: z.string(),
  /** Pounds. */
  final_price: z.number(),
  created_at: z.string(),
});
export type AdminServiceBooking = z.infer<typeof adminServiceBookingSchema>;
export const adminServiceBookingsSchema = z.array(adminServiceBookingSchema);

/** How many of a service's most recent bookings the details modal shows. */
export const RECENT_SERVICE_BOOKINGS = 5;
