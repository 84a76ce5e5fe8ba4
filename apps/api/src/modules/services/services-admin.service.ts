import {
  RECENT_SERVICE_BOOKINGS,
  type AdminService,
  type AdminServiceBooking,
  type AdminServiceDetail,
  type AdminServicesPage,
  type AdminServicesQuery,
} from '@lull/domain/contracts/admin-services';
import { AUDIT_TARGET_NAME, changedAuditFields, serviceAuditName } from '@lull/domain/audit-summary';
import { pageOffset } from '@lull/domain/contracts/paging';
import { toApiStatus } from '@lull/domain/booking-status';
import { penceToPounds } from '@lull/domain/money';
import { roundedAverage } from '@lull/domain/reviews';
import type { AdminServiceCreatePayload, AdminServiceEditPayload } from '@lull/domain/validation/admin-service-form';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { businessOfRequest } from '../merchants/merchants.service';
import { notify } from '../notifications/notifications.service';
import { findService, insertService, updateService } from './services.repository';
import { findAdminService, listAdminServicesPage, recentBookingsOfService, serviceMetrics, type AdminServiceRow } from './services-admin.repository';
import { claimImage, detailsOf, proposedOf, releaseImages, SERVICE_NOT_FOUND, toMerchantServiceDto } from './service-rows';

export const MERCHANT_NOT_APPROVED = 'Services can be added only to an approved business.';

function merchantStatusOf(merchant: AdminServiceRow['merchant']) {
  return merchant.isPaused ? ('paused' as const) : merchant.status;
}

function toAdminServiceDto(row: AdminServiceRow): AdminService {
  return {
    ...toMerchantServiceDto(row.service),
    merchant_business_name: row.merchant.businessName,
    merchant_status: merchantStatusOf(row.merchant),
    provider_name: row.service.providerName ?? '',
    admin_notes: row.service.adminNotes,
    total_bookings: row.paidBookings ?? 0,
    total_revenue: penceToPounds(row.revenuePence ?? 0),
  };
}

/** What the audit trail keeps of a service's details. */
function auditDetails(row: {
  name: string;
  description: string;
  category: string;
  pricePence: number;
  offPeakPricePence: number | null;
  durationMinutes: number;
  bufferMinutes: number;
  providerName: string | null;
  technicianName: string | null;
}) {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    price: penceToPounds(row.pricePence),
    off_peak_price: row.offPeakPricePence === null ? null : penceToPounds(row.offPeakPricePence),
    duration: row.durationMinutes,
    buffer_minutes: row.bufferMinutes,
    technician_name: row.technicianName,
    provider_name: row.providerName,
  };
}

/**
 * The admin's Services tab (admin spec §2.2, §2.3, §7; decision 017): the list, a service's details and recent
 * bookings, Create and Edit, which apply at once. Approve/Reject and Delete are the services module's own
 * (review-service.ts and remove-service.ts), shared with the salon's side.
 */
export function createServicesAdminService({ db, clock }: AppContext) {
  async function adminService(serviceId: string): Promise<AdminServiceRow> {
    const row = await findAdminService(db, serviceId);
    if (!row) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
    return row;
  }

  return {
    async list(query: AdminServicesQuery): Promise<AdminServicesPage> {
      const { rows, total } = await listAdminServicesPage(db, { term: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
      return { items: rows.map(toAdminServiceDto), total, page: query.page, page_size: query.page_size };
    },

    async detail(serviceId: string): Promise<AdminServiceDetail> {
      const row = await adminService(serviceId);
      const metrics = await serviceMetrics(db, serviceId);
      return {
        ...toAdminServiceDto(row),
        merchant: {
          id: row.merchant.id,
          business_name: row.merchant.businessName,
          contact_person: row.merchant.contactPerson,
          email: row.merchant.email,
          phone: row.merchant.phone,
          city: row.merchant.city,
          status: merchantStatusOf(row.merchant),
        },
        metrics: {
          total_bookings: metrics.paid,
          completed_bookings: metrics.completed,
          cancelled_bookings: metrics.cancelled,
          total_revenue: penceToPounds(metrics.revenuePence),
          avg_rating: roundedAverage(metrics.averageRating, metrics.reviews),
          review_count: metrics.reviews,
        },
      };
    },

    /** GET /api/admin/services/{id}/bookings: the 5 most recent (admin spec §9). */
    async recentBookings(serviceId: string): Promise<AdminServiceBooking[]> {
      await adminService(serviceId);
      const rows = await recentBookingsOfService(db, serviceId, RECENT_SERVICE_BOOKINGS);
      return rows.map((row) => ({
        id: row.id,
        customer_name: (row.guestFirstName ? `${row.guestFirstName} ${row.guestLastName ?? ''}` : `${row.firstName} ${row.lastName}`).trim() || 'No name provided',
        customer_email: row.guestEmail || row.email || '',
        booking_date: row.bookingDate,
        booking_time: row.bookingTime,
        status: toApiStatus(row.status),
        final_price: penceToPounds(row.finalPricePence),
        created_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * POST /api/admin/services: a service for an approved business (not deleted), approved at once since an admin
     * made it (decision 017); listed as soon as it is active and the business is not paused. The owner is told.
     */
    async create(admin: Authenticated, input: AdminServiceCreatePayload): Promise<AdminService> {
      const created = await db.transaction(async (tx) => {
        const merchant = await businessOfRequest(tx, admin, input.merchant_id).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('VALIDATION_FAILED', MERCHANT_NOT_APPROVED, { merchant_id: MERCHANT_NOT_APPROVED });
          throw error;
        });
        if (merchant.status !== 'approved' || merchant.deletedAt !== null) {
          throw new AppError('VALIDATION_FAILED', MERCHANT_NOT_APPROVED, { merchant_id: MERCHANT_NOT_APPROVED });
        }
        const details = detailsOf(input);
        await claimImage(tx, merchant, admin.user.id, details.imageUrl, []);
        const row = await insertService(tx, { ...details, bufferMinutes: input.buffer_minutes ?? 0, providerName: input.provider_name || null, merchantId: merchant.id, approvalStatus: 'approved', isActive: true });
        await recordAdminAction(tx, admin, {
          action: 'service.create',
          targetType: 'service',
          targetId: row.id,
          after: { [AUDIT_TARGET_NAME]: serviceAuditName(row.name, merchant.businessName), ...auditDetails(row), approval_status: 'approved' },
        });
        await notify(tx, {
          userId: merchant.userId,
          type: 'service_approved',
          title: 'Service added',
          message: `Our team added ${row.name} to your services. It is approved and listed while it is active.`,
        });
        return row;
      });
      return toAdminServiceDto(await adminService(created.id));
    },

    /**
     * PUT /api/admin/services/{id}: the admin's edit applies at once, whatever the service's review state (which
     * it keeps); an edit the salon proposed stays waiting for its own decision (decision 017). Start times are
     * kept unless sent, and so is the clean-up time. The owner is told.
     */
    async update(admin: Authenticated, serviceId: string, input: AdminServiceEditPayload): Promise<AdminService> {
      await db.transaction(async (tx) => {
        const service = await findService(tx, { serviceId, merchantId: undefined, forUpdate: true });
        if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
        const merchant = await businessOfRequest(tx, admin, service.merchantId);
        if (merchant.deletedAt !== null) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
        const details = detailsOf(input);
        const availabilitySchedule = input.availability_schedule === undefined ? service.availabilitySchedule : details.availabilitySchedule;
        await claimImage(tx, merchant, admin.user.id, details.imageUrl, [service.imageUrl, proposedOf(service)?.imageUrl ?? null]);
        const updated = await updateService(tx, service.id, { ...details, availabilitySchedule, bufferMinutes: input.buffer_minutes ?? service.bufferMinutes, providerName: input.provider_name || null, updatedAt: clock() });
        if (!updated) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
        await releaseImages(tx, merchant.id, [service.imageUrl]);
        // Only what the edit changed, before → after (decision 041).
        const changed = changedAuditFields(auditDetails(service), auditDetails(updated));
        await recordAdminAction(tx, admin, {
          action: 'service.edit',
          targetType: 'service',
          targetId: service.id,
          before: changed.before,
          after: { [AUDIT_TARGET_NAME]: serviceAuditName(updated.name, merchant.businessName), ...changed.after },
        });
        await notify(tx, { userId: merchant.userId, type: 'service_updated', title: 'Service updated', message: `Our team updated the details of ${updated.name}.` });
      });
      return toAdminServiceDto(await adminService(serviceId));
    },
  };
}
