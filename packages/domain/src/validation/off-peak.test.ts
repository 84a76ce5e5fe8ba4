import { describe, expect, it } from 'vitest';
import { validate } from './form-errors';
import { CUSTOM_OFF_PEAK_SLOT, OFF_PEAK_MESSAGES, OFF_PEAK_TEMPLATES, checkOffPeakPrices, offPeakSettingsSchema, templateSchedules } from './off-peak';

const SERVICE = '6f1c1d4e-8a1b-4c2d-9e3f-0a1b2c3d4e5f';
const slot = { day_of_week: 1, start_time: '09:00', end_time: '17:00', discount_percentage: 20, is_active: true };

describe('offPeakSettingsSchema', () => {
  it('accepts the spec’s payload and fills the defaults', () => {
    expect(validate(offPeakSettingsSchema, { schedules: [slot] })).toEqual({
      ok: true,
      data: { schedules: [slot], affected_services: [], pricing_mode: 'percentage' },
    });
  });

  it.each([
    ['discount 4', { ...slot, discount_percentage: 4 }, 'schedules.0.discount_percentage', OFF_PEAK_MESSAGES.discount],
    ['discount 51', { ...slot, discount_percentage: 51 }, 'schedules.0.discount_percentage', OFF_PEAK_MESSAGES.discount],
    ['discount 20.5', { ...slot, discount_percentage: 20.5 }, 'schedules.0.discount_percentage', OFF_PEAK_MESSAGES.discount],
    ['end equal to start', { ...slot, end_time: '09:00' }, 'schedules.0.end_time', OFF_PEAK_MESSAGES.endAfterStart],
    ['end before start', { ...slot, start_time: '18:00' }, 'schedules.0.end_time', OFF_PEAK_MESSAGES.endAfterStart],
    ['a quarter past', { ...slot, end_time: '17:15' }, 'schedules.0.end_time', OFF_PEAK_MESSAGES.time],
    ['not a time', { ...slot, start_time: '9am' }, 'schedules.0.start_time', OFF_PEAK_MESSAGES.time],
    ['day 7', { ...slot, day_of_week: 7 }, 'schedules.0.day_of_week', OFF_PEAK_MESSAGES.day],
  ])('refuses %s with its message', (_name, schedule, field, message) => {
    const result = validate(offPeakSettingsSchema, { schedules: [schedule] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('in fixed mode wants a price for each affected service, from £0.01, in whole pence', () => {
    const missing = validate(offPeakSettingsSchema, { schedules: [slot], affected_services: [SERVICE], pricing_mode: 'fixed' });
    expect(missing.ok || missing.fields[`service_specific_prices.${SERVICE}`]).toBe(OFF_PEAK_MESSAGES.fixedPriceMissing);
    for (const price of [0, 0.001, 12.345]) {
      const bad = validate(offPeakSettingsSchema, { schedules: [slot], affected_services: [SERVICE], pricing_mode: 'fixed', service_specific_prices: { [SERVICE]: price } });
      expect(bad.ok || bad.fields[`service_specific_prices.${SERVICE}`]).toBe(OFF_PEAK_MESSAGES.fixedPrice);
    }
    expect(validate(offPeakSettingsSchema, { schedules: [slot], affected_services: [SERVICE], pricing_mode: 'fixed', service_specific_prices: { [SERVICE]: 0.01 } }).ok).toBe(true);
  });
});

describe('checkOffPeakPrices', () => {
  const prices = new Map([[SERVICE, 40]]);
  it.each([
    [0.01, {}],
    [39.99, {}],
    [40, { [`service_specific_prices.${SERVICE}`]: OFF_PEAK_MESSAGES.fixedPrice }],
    [45, { [`service_specific_prices.${SERVICE}`]: OFF_PEAK_MESSAGES.fixedPrice }],
  ])('a fixed £%s on a £40 service: %o', (price, fields) => {
    expect(checkOffPeakPrices({ pricing_mode: 'fixed', affected_services: [SERVICE], service_specific_prices: { [SERVICE]: price } }, prices)).toEqual(fields);
  });

  it('checks nothing in percentage mode', () => {
    expect(checkOffPeakPrices({ pricing_mode: 'percentage', affected_services: [SERVICE] }, prices)).toEqual({});
  });
});

describe('templates and the custom slot', () => {
  it('are the spec’s four presets and Monday 09:00–17:00 at 20 %', () => {
    expect(OFF_PEAK_TEMPLATES.map((t) => `${t.name} ${t.start_time}-${t.end_time} ${t.days.join('')}`)).toEqual([
      'Weekday Mornings 09:00-11:00 12345',
      'Lunch Break 12:00-14:00 0123456',
      'Evening Hours 18:00-20:00 0123456',
      'Weekend Special 09:00-18:00 60',
    ]);
    expect(CUSTOM_OFF_PEAK_SLOT).toEqual(slot);
    expect(templateSchedules('weekend-special', 30)).toEqual([
      { day_of_week: 6, start_time: '09:00', end_time: '18:00', discount_percentage: 30, is_active: true },
      { day_of_week: 0, start_time: '09:00', end_time: '18:00', discount_percentage: 30, is_active: true },
    ]);
  });
});
