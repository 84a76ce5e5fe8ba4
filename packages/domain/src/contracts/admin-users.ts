import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';

export const ADMIN_USER_FILTERS = ['all', 'active', 'disabled'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

/** GET /api/admin/users: searched by name, email or city, filtered by status, paged. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_USER_FILTERS).optional().default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/**
 * A user as the admin's table shows them (admin spec §3 User), money in pounds. `total_bookings` counts paid
 * bookings; `total_spent` is what they paid for them less what was refunded (decision 018).
 */
export const adminUserSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(['consumer', 'merchant', 'admin']),
  /** True means Active; false is Disabled. */
  is_approved: z.boolean(),
  credit_balance: z.number(),
  total_bookings: z.number().int().nonnegative(),
  total_spent: z.number(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin/users/{id}: every field of the profile modal (admin spec §2.2). */
export const adminUserDetailSchema = adminUserSchema.extend({
  referral_code: z.string(),
  gdpr_consent: z.boolean(),
  marketing_consent: z.boolean(),
  /** A merchant's business contact person, when they run one. */
  merchant_contact_person: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** What Grant Credit answers: the user's balance after the grant and when this grant lapses. */
export const grantCreditResultSchema = z.object({
  credit_balance: z.number(),
  amount: z.number(),
  expires_at: z.string(),
});
export type GrantCreditResult = z.infer<typeof grantCreditResultSchema>;
