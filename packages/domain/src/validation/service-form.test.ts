import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../service-categories';
import { UPLOAD_MESSAGES } from '../uploads';
import { validate } from './form-errors';
import {
  BUFFER_INVALID,
  CATEGORY_REQUIRED,
  DURATION_INVALID,
  OFF_PEAK_INVALID,
  OFF_PEAK_NOT_BELOW,
  PRICE_INVALID,
  PRICE_TOO_HIGH,
  SCHEDULE_INVALID,
  SERVICE_BUFFER_CHOICES,
  SERVICE_REQUIRED,
  SERVICE_TIME_SLOTS,
  fileIdOfUrl,
  serviceFormSchema,
} from './service-form';

const IMAGE = '/api/files/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Gel manicure  ',
    description: 'Shaping, cuticle care and gel colour.',
    price: '45.50',
    off_peak_price: '35',
    duration: '60',
    category: 'Nails',
    materials: 'OPI gel',
    technician_name: 'Mia',
    image_url: IMAGE,
    availability_schedule: '10:00,09:00,09:00',
    ...overrides,
  };
}

describe('SERVICE_TIME_SLOTS', () => {
  it('is 08:00 to 21:30 in 30-minute steps: 28 slots', () => {
    expect(SERVICE_TIME_SLOTS).toHaveLength(28);
    expect(SERVICE_TIME_SLOTS[0]).toBe('08:00');
    expect(SERVICE_TIME_SLOTS[1]).toBe('08:30');
    expect(SERVICE_TIME_SLOTS.at(-1)).toBe('21:30');
  });
});

describe('serviceFormSchema (merchant spec §5)', () => {
  it('accepts the form as typed: trimmed, pounds as numbers, slots once each in the day’s order', () => {
    const result = validate(serviceFormSchema, form());
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Gel manicure',
        description: 'Shaping, cuticle care and gel colour.',
        price: 45.5,
        off_peak_price: 35,
        duration: 60,
        category: 'Nails',
        materials: 'OPI gel',
        technician_name: 'Mia',
        image_url: IMAGE,
        availability_schedule: '09:00,10:00',
      },
    });
  });

  it('accepts JSON numbers, a missing off-peak price, no image and no slots', () => {
    const result = validate(serviceFormSchema, { name: 'Brow lamination', price: 40, duration: 45, category: 'Brows' });
    expect(result).toMatchObject({
      ok: true,
      data: { price: 40, off_peak_price: null, duration: 45, description: '', materials: '', technician_name: '', image_url: '', availability_schedule: '' },
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['no name', { name: undefined }, 'name'],
    ['no price', { price: '' }, 'price'],
    ['a null price', { price: null }, 'price'],
    ['no duration', { duration: '' }, 'duration'],
  ])('says "%s" is missing with the spec’s alert', (_label, overrides, field) => {
    const result = validate(serviceFormSchema, form(overrides));
    expect(result).toMatchObject({ ok: false, error: SERVICE_REQUIRED, fields: { [field]: SERVICE_REQUIRED } });
  });

  it.each([
    [{ price: '-1' }, 'price', PRICE_INVALID],
    [{ price: -1 }, 'price', PRICE_INVALID],
    [{ price: '12.345' }, 'price', PRICE_INVALID],
    [{ price: 12.345 }, 'price', PRICE_INVALID],
    [{ price: 'ten' }, 'price', PRICE_INVALID],
    [{ price: 10_000.01 }, 'price', PRICE_TOO_HIGH],
    [{ off_peak_price: '-0.01' }, 'off_peak_price', OFF_PEAK_INVALID],
    [{ off_peak_price: '1.001' }, 'off_peak_price', OFF_PEAK_INVALID],
    [{ duration: '0' }, 'duration', DURATION_INVALID],
    [{ duration: 30.5 }, 'duration', DURATION_INVALID],
    [{ duration: '30.5' }, 'duration', DURATION_INVALID],
    [{ category: 'Tattoo' }, 'category', CATEGORY_REQUIRED],
    [{ category: '' }, 'category', CATEGORY_REQUIRED],
    [{ availability_schedule: '07:30' }, 'availability_schedule', SCHEDULE_INVALID],
    [{ availability_schedule: '09:15' }, 'availability_schedule', SCHEDULE_INVALID],
    [{ availability_schedule: '22:00' }, 'availability_schedule', SCHEDULE_INVALID],
    [{ image_url: 'https://evil.example/x.png' }, 'image_url', UPLOAD_MESSAGES.failed],
  ])('refuses %o with its message', (overrides, field, message) => {
    const result = validate(serviceFormSchema, form(overrides));
    expect(result).toMatchObject({ ok: false, fields: { [field]: message } });
  });

  it('takes prices of 0 and whole pennies, and a blank off-peak price as none', () => {
    expect(validate(serviceFormSchema, form({ price: 0, off_peak_price: '' }))).toMatchObject({ ok: true, data: { price: 0, off_peak_price: null } });
    expect(validate(serviceFormSchema, form({ price: 0.1 + 0.2, off_peak_price: 0.01 }))).toMatchObject({ ok: true, data: { price: 0.3, off_peak_price: 0.01 } });
  });

  it('wants the off-peak price below the regular price', () => {
    expect(validate(serviceFormSchema, form({ price: '40', off_peak_price: '40' }))).toMatchObject({ ok: false, fields: { off_peak_price: OFF_PEAK_NOT_BELOW } });
    expect(validate(serviceFormSchema, form({ price: '40', off_peak_price: '39.99' }))).toMatchObject({ ok: true });
  });

  it('offers every service category of decision 012', () => {
    for (const category of SERVICE_CATEGORIES) expect(validate(serviceFormSchema, form({ category })).ok).toBe(true);
    expect(SERVICE_CATEGORIES).toEqual(expect.arrayContaining(['Nails', 'Brows', 'Lashes', 'Facial', 'Massage', 'Hair', 'Makeup', 'Waxing']));
  });
});

describe('serviceFormSchema: the clean-up time after the treatment (decision 050)', () => {
  it('is absent when not sent or blank, so a new service takes 0 and an edit keeps its own', () => {
    for (const buffer_minutes of [undefined, null, '', '  ']) {
      const result = validate(serviceFormSchema, form({ buffer_minutes }));
      expect(result.ok && result.data.buffer_minutes).toBeUndefined();
    }
  });

  it.each([
    [0, 0],
    ['0', 0],
    [5, 5],
    ['15', 15],
    [' 45 ', 45],
    [60, 60],
    [25, 25],
  ])('takes %o as %i minutes', (buffer_minutes, minutes) => {
    expect(validate(serviceFormSchema, form({ buffer_minutes }))).toMatchObject({ ok: true, data: { buffer_minutes: minutes } });
  });

  it.each([[-5], [61], [65], [7], [12.5], ['ten'], ['15 minutes'], ['-5'], [true]])('refuses %o with its message', (buffer_minutes) => {
    expect(validate(serviceFormSchema, form({ buffer_minutes }))).toMatchObject({ ok: false, error: BUFFER_INVALID, fields: { buffer_minutes: BUFFER_INVALID } });
  });

  it("offers None and steps up to an hour, each of which the schema takes", () => {
    expect(SERVICE_BUFFER_CHOICES).toEqual([0, 5, 10, 15, 20, 30, 45, 60]);
    for (const minutes of SERVICE_BUFFER_CHOICES) expect(validate(serviceFormSchema, form({ buffer_minutes: String(minutes) })).ok).toBe(true);
    expect(BUFFER_INVALID).toBe('Choose a clean-up time from 0 to 60 minutes.');
  });
});

describe('fileIdOfUrl', () => {
  it('reads the id of a stored file’s address, and nothing else', () => {
    expect(fileIdOfUrl(IMAGE)).toBe('5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
    expect(fileIdOfUrl(`${IMAGE}?w=320`)).toBeNull();
    expect(fileIdOfUrl('/api/files/../admin')).toBeNull();
  });
});
