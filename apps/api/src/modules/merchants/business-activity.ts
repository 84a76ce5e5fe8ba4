import type { Database } from '../../db/database';

/**
 * What the merchants module needs to know of the modules built on top of it (a business's bookings and
 * services). Bookings and services call merchants (whose business is this, tell the salon); merchants reaches
 * them only through this port, which app.ts fills from their public faces, so the modules form no circle
 * (docs/decisions/043-modules-meet-through-their-public-face.md).
 */
export interface BusinessActivity {
  /** Bookings paid for and not cancelled, and what off-peak prices saved: the landing page's figures. */
  madeBookingTotals(db: Database): Promise<{ count: number; discountPence: number }>;
  /** Each account's paid bookings and total spent (Create Merchant's owner look-up). */
  bookingTotalsOf(db: Database, userIds: readonly string[]): Promise<Map<string, { bookings: number; spentPence: number }>>;
  /** What closing the business would cancel and refund now, without doing it (Delete's preview). */
  previewClosureOfBusiness(db: Database, merchantId: string, now: Date): Promise<{ cancelled: number; released: number; creditsRestoredPence: number; cardRefundPence: number }>;
  /** Cancels and refunds a closed business's upcoming bookings, in the caller's transaction. */
  cancelForClosedBusiness(tx: Database, merchantId: string, now: Date, publicUrl: string): Promise<{ cancelled: number; released: number }>;
  /** Archives a closed business's services, in the caller's transaction; how many. */
  archiveServicesOfClosedBusiness(tx: Database, merchantId: string, now: Date): Promise<number>;
}
