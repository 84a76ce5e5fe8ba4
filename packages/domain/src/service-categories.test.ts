import { describe, expect, it } from 'vitest';
import { CUSTOMER_CATEGORIES } from './catalogue-filters';
import { SERVICE_CATEGORIES, customerCategoryOf } from './service-categories';

describe('service categories', () => {
  it("puts each of the merchant form's categories under one customer chip", () => {
    expect(Object.fromEntries(SERVICE_CATEGORIES.map((category) => [category, customerCategoryOf(category)]))).toEqual({
      Nails: 'Nails',
      Brows: 'Brows & Lashes',
      Lashes: 'Brows & Lashes',
      Facial: 'Skincare',
      Massage: 'Massage',
      Hair: 'Hair',
      Makeup: 'Skincare',
      Waxing: 'Skincare',
      Wellness: 'Wellness',
    });
  });

  it('leaves every chip with at least one category, and a chip name as itself', () => {
    for (const chip of CUSTOMER_CATEGORIES) {
      expect(SERVICE_CATEGORIES.some((category) => customerCategoryOf(category) === chip), chip).toBe(true);
      expect(customerCategoryOf(chip)).toBe(chip);
    }
    expect(customerCategoryOf('Tattoo')).toBeUndefined();
    expect(customerCategoryOf('toString')).toBeUndefined();
  });
});
