import type { OffPeakSettingsResponse } from '@lull/domain/contracts/off-peak';
import { type MerchantOffPeakPricing, type OffPeakOverlap, merchantOffPeakPricing, offPeakOverlaps } from '@lull/domain/off-peak';
import type { Weekday } from '@lull/domain/london-time';
import { poundsToPence } from '@lull/domain/money';
import type { OffPeakSettingsInput } from '@lull/domain/validation/off-peak';

/** One slot as the form holds it: the discount as typed, so a half-typed number is not lost. */
export interface SlotDraft {
  key: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  discount_percentage: string;
  is_active: boolean;
}

export interface OffPeakDraft {
  slots: SlotDraft[];
  mode: 'percentage' | 'fixed';
  affected: string[];
  /** Fixed prices in pounds, as typed, by service id. */
  fixedPrices: Record<string, string>;
}

/** Days as the form lists them, Monday first (day_of_week 0 = Sunday, as stored). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

let nextKey = 0;
export const slotKey = (): string => `slot-${(nextKey += 1)}`;

export function draftFrom(settings: OffPeakSettingsResponse): OffPeakDraft {
  return {
    slots: settings.schedules.map((s) => ({ key: slotKey(), ...s, discount_percentage: String(s.discount_percentage) })),
    mode: settings.pricing_mode,
    affected: settings.affected_services,
    fixedPrices: Object.fromEntries(Object.entries(settings.service_specific_prices).map(([id, price]) => [id, price.toFixed(2)])),
  };
}

/** The POST body (spec §7); a blank or non-number field is sent as NaN so the shared schema names it. */
export function payloadFrom(draft: OffPeakDraft): OffPeakSettingsInput {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    schedules: draft.slots.map(({ key: _key, discount_percentage, ...slot }) => ({ ...slot, discount_percentage: number(discount_percentage) })),
    affected_services: draft.affected,
    pricing_mode: draft.mode,
    ...(draft.mode === 'fixed'
      ? { service_specific_prices: Object.fromEntries(draft.affected.filter((id) => draft.fixedPrices[id] !== undefined).map((id) => [id, number(draft.fixedPrices[id]!)])) }
      : {}),
  };
}

/** The pricing a service would get from the form as it stands (the preview uses the domain's own rule). */
export function previewPricing(draft: OffPeakDraft, serviceId: string): MerchantOffPeakPricing | null {
  const fixed = Number(draft.fixedPrices[serviceId]);
  return merchantOffPeakPricing({
    affected: draft.affected.includes(serviceId),
    mode: draft.mode,
    fixedPricePence: Number.isFinite(fixed) && fixed > 0 ? poundsToPence(fixed) : null,
    schedules: draft.slots
      .filter((slot) => slot.end_time > slot.start_time && Number.isFinite(Number(slot.discount_percentage)))
      .map((slot) => ({
        dayOfWeek: slot.day_of_week as Weekday,
        start: slot.start_time,
        end: slot.end_time,
        discountPercentage: Math.min(50, Math.max(0, Math.round(Number(slot.discount_percentage)))),
        isActive: slot.is_active,
      })),
  });
}

/** An overlap of the form's slots, with the keys of the slots that make it. */
export type DraftOverlap = OffPeakOverlap & { slotKeys: string[] };

/**
 * Where the form's slots overlap and which discount applies there, by the domain's own rule (`offPeakOverlaps`,
 * decision 039), so the form says before saving what the server will answer. A slot the form would refuse (an end
 * before its start, no discount) is left out, as an inactive one is.
 */
export function draftOverlaps(draft: Pick<OffPeakDraft, 'slots' | 'mode'>): DraftOverlap[] {
  const schedules = draft.slots.map((slot) => {
    const discount = Number(slot.discount_percentage);
    const usable = slot.end_time > slot.start_time && (draft.mode === 'fixed' || (slot.discount_percentage.trim() !== '' && Number.isFinite(discount)));
    return {
      dayOfWeek: slot.day_of_week as Weekday,
      start: slot.start_time,
      end: slot.end_time,
      discountPercentage: Math.min(50, Math.max(0, Math.round(discount) || 0)),
      isActive: slot.is_active && usable,
    };
  });
  return offPeakOverlaps(schedules, draft.mode).map((overlap) => ({ ...overlap, slotKeys: overlap.windows.map((index) => draft.slots[index]!.key) }));
}
