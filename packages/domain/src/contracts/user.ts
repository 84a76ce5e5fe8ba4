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
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** Whether an account counts as a finished profile; Google sign-ins start without a phone or consent. */
export function isProfileComplete(user: { phone: string; city: string; gdprConsent: boolean }): boolean {
  return user.phone.trim() !== '' && user.city.trim() !== '' && user.gdprConsent;
}
