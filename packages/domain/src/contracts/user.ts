import { z } from 'zod';

export const userRoles = ['consumer', 'merchant', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in user as every client sees it (spec field names; money in pounds). */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(userRoles),
  credit_balance: z.number(),
  gdpr_consent: z.boolean(),
  marketing_consent: z.boolean(),
  referral_code: z.string(),
  is_approved: z.boolean(),
  /** False until phone, city and privacy consent are known (a new Google sign-in), which /register completes. */
  profile_complete: z.boolean(),
  created_at: z.string(),
  merchant_revenue_balance: z.number().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userEnvelopeSchema = z.object({ user: userSchema });

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  /** Where the web opens what it announces (decision 041): a path of the app, or null when there is nothing to open. */
  link: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** Whether an account counts as a finished profile; Google sign-ins start without a phone or consent. */
export function isProfileComplete(user: { phone: string; city: string; gdprConsent: boolean }): boolean {
  return user.phone.trim() !== '' && user.city.trim() !== '' && user.gdprConsent;
}

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** GET /api/notifications/page: the Notifications tab's list, filtered and paged, with the unread count. */
export const notificationsPageQuerySchema = z.object({
  filter: z.enum(NOTIFICATION_FILTERS).optional().default('all'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** Bulk mark read and DELETE /api/notifications/delete: the caller's own notifications by id (others are ignored). */
export const notificationIdsSchema = z.object({
  ids: z.array(z.uuid('Notification not found.')).min(1, 'Select at least one notification.').max(500),
});
/** How many of the caller's notifications a bulk action changed. */
export const notificationsChangedSchema = z.object({ message: z.string(), count: z.number().int().nonnegative() });
