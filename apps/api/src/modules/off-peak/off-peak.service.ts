import type { OffPeakSettingsResponse } from '@lull/domain/contracts/off-peak';
import type { Weekday } from '@lull/domain/london-time';
import { penceToPounds, poundsToPence } from '@lull/domain/money';
import { offPeakOverlaps } from '@lull/domain/off-peak';
import { OFF_PEAK_MESSAGES, checkOffPeakPrices, type OffPeakSettings } from '@lull/domain/validation/off-peak';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessOfRequest, changeableBusiness } from '../merchants/merchants.service';
import { findOffPeakSettings, listOwnServices, lockMerchant, replaceOffPeakSettings } from './off-peak.repository';

async function settingsDto(db: Database, merchant: { id: string; isPaused: boolean }): Promise<OffPeakSettingsResponse> {
  const [stored, own] = [await findOffPeakSettings(db, merchant.id), await listOwnServices(db, merchant.id)];
  const overlaps = offPeakOverlaps(
    stored.schedules.map((row) => ({ dayOfWeek: row.dayOfWeek as Weekday, start: row.startTime, end: row.endTime, discountPercentage: row.discountPercentage, isActive: row.isActive })),
    stored.pricingMode,
  );
  return {
    merchant_id: merchant.id,
    schedules: stored.schedules.map((row) => ({
      id: row.id,
      day_of_week: row.dayOfWeek,
      start_time: row.startTime,
      end_time: row.endTime,
      discount_percentage: row.discountPercentage,
      is_active: row.isActive,
    })),
    affected_services: stored.affectedServiceIds,
    pricing_mode: stored.pricingMode,
    service_specific_prices: Object.fromEntries(stored.fixedPrices.map((price) => [price.serviceId, penceToPounds(price.fixedPricePence)])),
    services: own.map((service) => ({
      id: service.id,
      name: service.name,
      price: penceToPounds(service.pricePence),
      off_peak_price: service.offPeakPricePence === null ? null : penceToPounds(service.offPeakPricePence),
      listed: service.approvalStatus === 'approved' && service.isActive,
    })),
    is_paused: merchant.isPaused,
    overlaps: overlaps.map((overlap) => ({
      day_of_week: overlap.dayOfWeek,
      start_time: overlap.start,
      end_time: overlap.end,
      schedule_ids: overlap.windows.map((index) => stored.schedules[index]!.id),
      applied_percentage: overlap.appliedPercentage,
      message: overlap.message,
    })),
  };
}

/**
 * The off-peak hours manager (merchant spec §2, §3, §5, §7): a business's schedules, pricing mode, affected
 * services and fixed prices, which `offPeakPriceAt` (decision 015) turns into the prices customers see and pay.
 * The owner or an admin reads them; a paused business cannot change them; another business's id is refused.
 */
export function createOffPeakService({ db, clock }: AppContext) {
  return {
    async get(actor: Authenticated, merchantId: string): Promise<OffPeakSettingsResponse> {
      return settingsDto(db, await businessOfRequest(db, actor, merchantId));
    },

    /**
     * Replaces all of the business's settings at once, in one transaction under the business's row lock, so a
     * customer never sees half a schedule and two saves cannot interleave. Existing bookings keep the prices
     * they were made at; the catalogue's triggers (migration 0013) reprice its entries and tell the caches.
     */
    async save(actor: Authenticated, merchantId: string, input: OffPeakSettings): Promise<OffPeakSettingsResponse> {
      const merchant = await changeableBusiness(db, actor, merchantId);
      const own = await listOwnServices(db, merchant.id);
      const ownPrices = new Map(own.map((service) => [service.id, penceToPounds(service.pricePence)]));
      const affected = [...new Set(input.affected_services)];
      const fields: Record<string, string> = {};
      const foreign = affected.findIndex((id) => !ownPrices.has(id));
      if (foreign >= 0) fields[`affected_services.${foreign}`] = OFF_PEAK_MESSAGES.service;
      Object.assign(fields, checkOffPeakPrices({ ...input, affected_services: affected.filter((id) => ownPrices.has(id)) }, ownPrices));
      const firstField = Object.values(fields)[0];
      if (firstField) throw new AppError('VALIDATION_FAILED', firstField, fields);

      const fixedPrices =
        input.pricing_mode === 'fixed'
          ? affected.map((serviceId) => ({ serviceId, fixedPricePence: poundsToPence(input.service_specific_prices![serviceId]!) }))
          : [];
      await db.transaction(async (tx) => {
        await lockMerchant(tx, merchant.id);
        await replaceOffPeakSettings(
          tx,
          merchant.id,
          {
            schedules: input.schedules.map((schedule) => ({
              dayOfWeek: schedule.day_of_week,
              startTime: schedule.start_time,
              endTime: schedule.end_time,
              discountPercentage: schedule.discount_percentage,
              isActive: schedule.is_active,
            })),
            pricingMode: input.pricing_mode,
            affectedServiceIds: affected,
            fixedPrices,
          },
          clock(),
        );
      });
      return settingsDto(db, merchant);
    },
  };
}
