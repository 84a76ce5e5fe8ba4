import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../service-categories';
import { ADMIN_SERVICE_CATEGORIES, adminServiceCreateSchema, adminServiceEditSchema } from './admin-service-form';
import { validate } from './form-errors';
import { BUFFER_INVALID, CATEGORY_REQUIRED, DURATION_INVALID, OFF_PEAK_NOT_BELOW, PRICE_INVALID, SERVICE_REQUIRED } from './service-form';

const MERCHANT = '0b7d9a8e-3c1f-4a57-9e2b-6f1d2c3b4a59';

function form(overrides: Record<string, unknown> = {}) {
  return {
    merchant_id: MERCHANT,
    name: '  Hot stone massage ',
    description: 'Sixty minutes with warm basalt stones.',
    price: '70',
    off_peak_price: '55.5',
    duration: '60',
    category: 'Massage',
    materials: 'Basalt stones',
    technician_name: 'Ana',
    provider_name: ' Calm Rooms Ltd ',
    image_url: '',
    ...overrides,
  };
}

describe('adminServiceCreateSchema (admin spec §2.3, §5 Create service)', () => {
  it('takes the create dialog’s fields, trimmed, prices in pounds and whole minutes', () => {
    expect(validate(adminServiceCreateSchema, form())).toEqual({
      ok: true,
      data: {
        merchant_id: MERCHANT,
        name: 'Hot stone massage',
        description: 'Sixty minutes with warm basalt stones.',
        price: 70,
        off_peak_price: 55.5,
        duration: 60,
        category: 'Massage',
        materials: 'Basalt stones',
        technician_name: 'Ana',
        provider_name: 'Calm Rooms Ltd',
        image_url: '',
      },
    });
  });

  it.each([
    ['no merchant', { merchant_id: '' }, 'merchant_id'],
    ['a missing merchant', { merchant_id: undefined }, 'merchant_id'],
    ['a blank name', { name: '  ' }, 'name'],
    ['no price', { price: '' }, 'price'],
    ['no duration', { duration: '' }, 'duration'],
  ])('refuses %s with "Please fill in all required fields"', (_label, overrides, field) => {
    expect(validate(adminServiceCreateSchema, form(overrides))).toMatchObject({ ok: false, error: SERVICE_REQUIRED, fields: { [field]: SERVICE_REQUIRED } });
  });

  it.each([
    [{ price: '-0.01' }, 'price', PRICE_INVALID],
    [{ price: '1.005' }, 'price', PRICE_INVALID],
    [{ duration: '0' }, 'duration', DURATION_INVALID],
    [{ duration: '2.5' }, 'duration', DURATION_INVALID],
    [{ off_peak_price: '70' }, 'off_peak_price', OFF_PEAK_NOT_BELOW],
    [{ category: 'Tattoo' }, 'category', CATEGORY_REQUIRED],
    [{ provider_name: 'x'.repeat(101) }, 'provider_name', 'Provider name must be at most 100 characters.'],
  ])('refuses %o with its message', (overrides, field, message) => {
    expect(validate(adminServiceCreateSchema, form(overrides))).toMatchObject({ ok: false, fields: { [field]: message } });
  });

  it('keeps start times absent unless sent, and checks them when they are', () => {
    const absent = validate(adminServiceCreateSchema, form());
    expect(absent.ok && absent.data.availability_schedule).toBeUndefined();
    expect(validate(adminServiceCreateSchema, form({ availability_schedule: '10:00,09:00' }))).toMatchObject({ ok: true, data: { availability_schedule: '09:00,10:00' } });
    expect(validate(adminServiceCreateSchema, form({ availability_schedule: '23:00' })).ok).toBe(false);
  });

  it('takes a price of 0 (step 0.01, minimum 0) and no off-peak price', () => {
    expect(validate(adminServiceCreateSchema, form({ price: 0, off_peak_price: '' }))).toMatchObject({ ok: true, data: { price: 0, off_peak_price: null } });
  });

  it('offers the ten categories of the create dialog, every merchant category among them', () => {
    expect(ADMIN_SERVICE_CATEGORIES).toEqual(['Nails', 'Brows', 'Lashes', 'Facial', 'Massage', 'Hair', 'Makeup', 'Waxing', 'Skincare', 'Wellness']);
    for (const category of SERVICE_CATEGORIES) expect(ADMIN_SERVICE_CATEGORIES).toContain(category);
    for (const category of ADMIN_SERVICE_CATEGORIES) expect(validate(adminServiceCreateSchema, form({ category })).ok).toBe(true);
  });
});

describe('adminServiceEditSchema (admin spec §5 Edit service)', () => {
  it('wants name, price and duration, and no merchant', () => {
    const { merchant_id: _merchant, ...edit } = form();
    expect(validate(adminServiceEditSchema, edit)).toMatchObject({ ok: true, data: { name: 'Hot stone massage', price: 70 } });
    expect(validate(adminServiceEditSchema, { ...edit, name: '' })).toMatchObject({ ok: false, fields: { name: SERVICE_REQUIRED } });
    expect(validate(adminServiceEditSchema, { ...edit, duration: null })).toMatchObject({ ok: false, fields: { duration: SERVICE_REQUIRED } });
  });

  it('takes the clean-up time of the one service form: absent keeps the service’s own, out of range is refused', () => {
    const { merchant_id: _merchant, ...edit } = form();
    const absent = validate(adminServiceEditSchema, edit);
    expect(absent.ok && absent.data.buffer_minutes).toBeUndefined();
    expect(validate(adminServiceEditSchema, { ...edit, buffer_minutes: '30' })).toMatchObject({ ok: true, data: { buffer_minutes: 30 } });
    expect(validate(adminServiceCreateSchema, form({ buffer_minutes: 90 }))).toMatchObject({ ok: false, fields: { buffer_minutes: BUFFER_INVALID } });
  });
});
