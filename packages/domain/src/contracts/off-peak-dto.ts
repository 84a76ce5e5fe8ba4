import type { Weekday } from '../london-time';
import { penceToPounds, poundsToPence } from '../money';
import type { MerchantOffPeakPricing, OffPeakWindow } from '../off-peak';
import type { OffPeakWindowDto, ServiceOffPeakPricingDto } from './catalogue';

/*
 * Off-peak windows and pricing between the rule's shapes (off-peak.ts) and the wire's (contracts/catalogue.ts).
 * The mapping lives on the contract side, so the rule file knows nothing of wire formats and no file circle forms
 * (docs/decisions/043-modules-meet-through-their-public-face.md). A file of its own, without zod, so a page can
 * convert them without loading the schemas.
 */

/** A window as the API sends it (`off_peak_windows`). */
export function toOffPeakWindowDto(window: OffPeakWindow): OffPeakWindowDto {
  return { day_of_week: window.dayOfWeek, start_time: window.start, end_time: window.end };
}

export function fromOffPeakWindowDto(dto: OffPeakWindowDto): OffPeakWindow {
  return { dayOfWeek: dto.day_of_week as Weekday, start: dto.start_time, end: dto.end_time };
}

/** A service's merchant pricing as the API sends it (`off_peak_pricing`), fixed price in pounds. */
export function toOffPeakPricingDto(pricing: MerchantOffPeakPricing | null | undefined): ServiceOffPeakPricingDto | null {
  if (!pricing) return null;
  return {
    mode: pricing.mode,
    schedules: pricing.schedules.map((s) => ({ ...toOffPeakWindowDto(s), discount_percentage: s.discountPercentage })),
    fixed_price: pricing.fixedPricePence === null ? null : penceToPounds(pricing.fixedPricePence),
  };
}

export function fromOffPeakPricingDto(dto: ServiceOffPeakPricingDto | null | undefined): MerchantOffPeakPricing | null {
  if (!dto) return null;
  return {
    mode: dto.mode,
    schedules: dto.schedules.map((s) => ({ ...fromOffPeakWindowDto(s), discountPercentage: s.discount_percentage })),
    fixedPricePence: dto.fixed_price === null ? null : poundsToPence(dto.fixed_price),
  };
}
