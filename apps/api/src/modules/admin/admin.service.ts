import { OVERVIEW_PENDING_SHOWN, type PlatformStats } from '@lull/domain/contracts/admin-overview';
import { penceToPounds } from '@lull/domain/money';
import type { AppContext } from '../../shared/app-context';
import { bookingTotals, countMerchants, countUsers, oldestPendingMerchants } from './admin.repository';
import { countServices, oldestAwaitingReview } from '../services';

/** The admin overview (admin spec §2.2 Overview, §3 Platform stats; decision 017). */
export function createAdminService({ db }: AppContext) {
  return {
    /** GET /api/admin/stats: the seven figures and the first 3 merchants and services waiting longest for review. */
    async stats(): Promise<PlatformStats> {
      const [users, merchants, services, bookings, pendingMerchants, pendingServices] = await Promise.all([
        countUsers(db),
        countMerchants(db),
        countServices(db),
        bookingTotals(db),
        oldestPendingMerchants(db, OVERVIEW_PENDING_SHOWN),
        oldestAwaitingReview(db, OVERVIEW_PENDING_SHOWN),
      ]);
      return {
        total_users: users,
        total_merchants: merchants.total,
        total_services: services.total,
        total_bookings: bookings.paid,
        total_revenue: penceToPounds(bookings.earnedPence),
        pending_merchants: merchants.pending,
        pending_services: services.awaitingReview,
        pending_merchant_list: pendingMerchants.map((row) => ({
          id: row.id,
          business_name: row.businessName,
          contact_person: row.contactPerson,
          email: row.email,
          city: row.city,
          business_category: row.businessCategory,
          status: 'pending_review' as const,
          created_at: row.createdAt.toISOString(),
        })),
        pending_service_list: pendingServices.map((row) => {
          const edit = row.proposedChanges as { name?: string; category?: string; pricePence?: number } | null;
          return {
            id: row.id,
            name: edit?.name ?? row.name,
            merchant_business_name: row.businessName,
            category: edit?.category ?? row.category,
            price: penceToPounds(edit?.pricePence ?? row.pricePence),
            is_edit: edit !== null,
            waiting_since: (row.proposedAt ?? row.createdAt).toISOString(),
          };
        }),
      };
    },
  };
}
