import { z } from 'zod';
import { userRoles } from './user';

/** GET /api/admin/merchants/owner-lookup?email=: Create Merchant's look-up of the owner's email (decision 041). */
export const merchantOwnerLookupQuerySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter the owner’s email.').max(320, 'Enter the owner’s email.'),
});

/**
 * Who an email already belongs to, if anyone: `account` is null for a new email (Create makes the account);
 * `refusal` says why that account cannot own a business (an administrator, a disabled account, one that has or had
 * a business); otherwise `question` is what Create asks before making it the owner (confirm_existing_account).
 */
export const merchantOwnerLookupSchema = z.object({
  email: z.string(),
  account: z
    .object({
      id: z.uuid(),
      name: z.string(),
      role: z.enum(userRoles),
      is_approved: z.boolean(),
      has_business: z.boolean(),
      total_bookings: z.number().int().nonnegative(),
      /** Pounds of credit that can be spent now. */
      credit_balance: z.number(),
    })
    .nullable(),
  refusal: z.string().nullable(),
  question: z.string().nullable(),
});
export type MerchantOwnerLookup = z.infer<typeof merchantOwnerLookupSchema>;
