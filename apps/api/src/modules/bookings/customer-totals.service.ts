import type { Database } from '../../db/database';
import { customerTotalsOf, type CustomerTotals } from './customer-totals.repository';

export type { CustomerTotals };

/** Each user's paid bookings and total spent (decision 018), for the admin's users list and profile. */
export async function bookingTotalsOf(db: Database, userIds: readonly string[]): Promise<Map<string, CustomerTotals>> {
  return customerTotalsOf(db, userIds);
}
