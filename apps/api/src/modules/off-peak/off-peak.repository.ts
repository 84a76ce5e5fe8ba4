import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { offPeakAffectedServices, offPeakPricingSettings, offPeakSchedules, offPeakServicePrices, services } from '../../db/schema/catalogue';
import { merchants } from '../../db/schema/merchants';

export type OffPeakScheduleRow = typeof offPeakSchedules.$inferSelect;
export type OffPeakPricingMode = (typeof offPeakPricingSettings.$inferSelect)['pricingMode'];

export interface StoredOffPeakSettings {
  schedules: OffPeakScheduleRow[];
  pricingMode: OffPeakPricingMode;
  affectedServiceIds: string[];
  fixedPrices: { serviceId: string; fixedPricePence: number }[];
}

/** A business's saved off-peak settings; no settings row means percentage mode. */
export async function findOffPeakSettings(db: Database, merchantId: string): Promise<StoredOffPeakSettings> {
  const [schedules, [settings], affected, fixedPrices] = await Promise.all([
    db
      .select()
      .from(offPeakSchedules)
      .where(eq(offPeakSchedules.merchantId, merchantId))
      .orderBy(asc(offPeakSchedules.dayOfWeek), asc(offPeakSchedules.startTime), asc(offPeakSchedules.endTime), asc(offPeakSchedules.id)),
    db.select().from(offPeakPricingSettings).where(eq(offPeakPricingSettings.merchantId, merchantId)),
    db.select({ serviceId: offPeakAffectedServices.serviceId }).from(offPeakAffectedServices).where(eq(offPeakAffectedServices.merchantId, merchantId)),
    db
      .select({ serviceId: offPeakServicePrices.serviceId, fixedPricePence: offPeakServicePrices.fixedPricePence })
      .from(offPeakServicePrices)
      .where(eq(offPeakServicePrices.merchantId, merchantId)),
  ]);
  return { schedules, pricingMode: settings?.pricingMode ?? 'percentage', affectedServiceIds: affected.map((row) => row.serviceId), fixedPrices };
}

/** The business's services the schedules may apply to: its own, not archived, by name. */
export async function listOwnServices(db: Database, merchantId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      pricePence: services.pricePence,
      offPeakPricePence: services.offPeakPricePence,
      approvalStatus: services.approvalStatus,
      isActive: services.isActive,
    })
    .from(services)
    .where(and(eq(services.merchantId, merchantId), isNull(services.archivedAt)))
    .orderBy(asc(services.name), asc(services.id));
}

/** Takes the business's row lock, so two saves of its settings (and a racing service edit's refresh) run in turn. */
export async function lockMerchant(tx: Database, merchantId: string): Promise<void> {
  await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('no key update');
}

export interface NewOffPeakSettings {
  schedules: { dayOfWeek: number; startTime: string; endTime: string; discountPercentage: number; isActive: boolean }[];
  pricingMode: OffPeakPricingMode;
  affectedServiceIds: string[];
  fixedPrices: { serviceId: string; fixedPricePence: number }[];
}

/** Replaces everything the business saved; the caller runs it in a transaction that holds `lockMerchant`. */
export async function replaceOffPeakSettings(tx: Database, merchantId: string, settings: NewOffPeakSettings, now: Date): Promise<void> {
  await tx.delete(offPeakSchedules).where(eq(offPeakSchedules.merchantId, merchantId));
  if (settings.schedules.length > 0) {
    await tx.insert(offPeakSchedules).values(settings.schedules.map((schedule) => ({ merchantId, ...schedule })));
  }
  await tx
    .insert(offPeakPricingSettings)
    .values({ merchantId, pricingMode: settings.pricingMode, updatedAt: now })
    .onConflictDoUpdate({ target: offPeakPricingSettings.merchantId, set: { pricingMode: settings.pricingMode, updatedAt: now } });
  await tx.delete(offPeakAffectedServices).where(eq(offPeakAffectedServices.merchantId, merchantId));
  if (settings.affectedServiceIds.length > 0) {
    await tx.insert(offPeakAffectedServices).values(settings.affectedServiceIds.map((serviceId) => ({ merchantId, serviceId })));
  }
  await tx.delete(offPeakServicePrices).where(eq(offPeakServicePrices.merchantId, merchantId));
  if (settings.fixedPrices.length > 0) {
    await tx.insert(offPeakServicePrices).values(settings.fixedPrices.map((price) => ({ merchantId, ...price })));
  }
}
