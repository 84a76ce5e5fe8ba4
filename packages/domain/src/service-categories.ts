import { CUSTOMER_CATEGORIES, type CustomerCategory } from './catalogue-filters';

/**
 * What a salon calls a service (merchant spec §5's list, plus Wellness so that a spa's non-massage treatments
 * have a home), and the customer chip each one is browsed under (decision 012). A service keeps the name its
 * salon chose ("Lashes" on its card); search and the chips use the customer category.
 */
export const SERVICE_CATEGORY_CHIPS = Object.freeze({
  Nails: 'Nails',
  Brows: 'Brows & Lashes',
  Lashes: 'Brows & Lashes',
  Facial: 'Skincare',
  Massage: 'Massage',
  Hair: 'Hair',
  Makeup: 'Skincare',
  Waxing: 'Skincare',
  Wellness: 'Wellness',
} as const satisfies Record<string, CustomerCategory>);

export type ServiceCategory = keyof typeof SERVICE_CATEGORY_CHIPS;
export const SERVICE_CATEGORIES = Object.freeze(Object.keys(SERVICE_CATEGORY_CHIPS) as ServiceCategory[]);

/**
 * The chip a service is browsed under. Services listed before the merchant side existed carry a chip's own
 * name ('Brows & Lashes', 'Skincare'), which stays as it is; anything else unknown is undefined.
 */
export function customerCategoryOf(serviceCategory: string): CustomerCategory | undefined {
  if ((CUSTOMER_CATEGORIES as readonly string[]).includes(serviceCategory)) return serviceCategory as CustomerCategory;
  return Object.hasOwn(SERVICE_CATEGORY_CHIPS, serviceCategory) ? SERVICE_CATEGORY_CHIPS[serviceCategory as ServiceCategory] : undefined;
}
