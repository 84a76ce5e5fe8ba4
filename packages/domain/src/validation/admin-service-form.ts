import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../service-categories';
import { optionalText } from './string-field';
import { CATEGORY_REQUIRED, OFF_PEAK_NOT_BELOW, SERVICE_REQUIRED, serviceFormSchema } from './service-form';

/**
 * The admin's service categories (admin spec §9: the create dialog's ten). The spec's edit dialog offers only the
 * first eight, which would take a Skincare or Wellness service's own category off it on save, so both dialogs
 * offer all ten (decision 017). Skincare is a customer chip of its own, so the catalogue lists it as it is.
 */
export const ADMIN_SERVICE_CATEGORIES = Object.freeze(['Nails', 'Brows', 'Lashes', 'Facial', 'Massage', 'Hair', 'Makeup', 'Waxing', 'Skincare', 'Wellness'] as const);
export type AdminServiceCategory = (typeof ADMIN_SERVICE_CATEGORIES)[number];

// Every category the merchant form takes is offered here too.
SERVICE_CATEGORIES.forEach((category) => {
  if (!(ADMIN_SERVICE_CATEGORIES as readonly string[]).includes(category)) throw new Error(`ADMIN_SERVICE_CATEGORIES lacks ${category}`);
});

const { merchant_id: _merchantId, category: _category, availability_schedule: availabilitySchedule, ...formShape } = serviceFormSchema.shape;

const adminFields = {
  ...formShape,
  // The admin's dialogs do not show the start times: absent keeps a service's own (a new one takes the business's hours).
  availability_schedule: availabilitySchedule.optional(),
  category: z.enum(ADMIN_SERVICE_CATEGORIES, CATEGORY_REQUIRED),
  provider_name: optionalText(100, 'Provider name must be at most 100 characters.'),
};

function offPeakBelowPrice(form: { price: number; off_peak_price: number | null }, ctx: z.RefinementCtx) {
  // Only when both parse: a missing or malformed price already has its message.
  if (typeof form.price === 'number' && typeof form.off_peak_price === 'number' && form.off_peak_price >= form.price) {
    ctx.addIssue({ code: 'custom', message: OFF_PEAK_NOT_BELOW, path: ['off_peak_price'], input: form.off_peak_price });
  }
}

/**
 * PUT /api/admin/services/{id} (admin spec §5 Edit service, §7): the service form's fields and rules (name, price
 * and duration required, prices at least 0 in pennies, whole minutes from 1) plus the provider name.
 */
export const adminServiceEditSchema = z.object(adminFields).superRefine(offPeakBelowPrice);
export type AdminServiceEditInput = z.input<typeof adminServiceEditSchema>;
export type AdminServiceEditPayload = z.output<typeof adminServiceEditSchema>;

/**
 * POST /api/admin/services (admin spec §2.3, §5 Create service): the same with the business it is for, which is
 * required like the name, price and duration ('Please fill in all required fields').
 */
export const adminServiceCreateSchema = z
  .object({ merchant_id: z.uuid(SERVICE_REQUIRED), ...adminFields })
  .superRefine(offPeakBelowPrice);
export type AdminServiceCreateInput = z.input<typeof adminServiceCreateSchema>;
export type AdminServiceCreatePayload = z.output<typeof adminServiceCreateSchema>;
