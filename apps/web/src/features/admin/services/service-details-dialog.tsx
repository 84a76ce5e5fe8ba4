import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { type AdminServiceDetail, useAdminService, useAdminServiceBookings } from '../api/admin-services';
import { ServiceStatus, awaitsDecision } from './service-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 p-4">
      <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:gap-x-6">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

const MERCHANT_STATUS: Record<AdminServiceDetail['merchant']['status'], string> = {
  approved: 'Approved',
  pending_review: 'Under review',
  declined: 'Declined',
  paused: 'Paused',
};

const BOOKING_STATUS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

function Details({ service }: { service: AdminServiceDetail }) {
  const bookings = useAdminServiceBookings(service.id);
  const { metrics } = service;
  return (
    <div className="mt-6 space-y-4">
      <Section title="Service Information">
        <Item label="Category">{service.category}</Item>
        <Item label="Duration">{service.duration} minutes</Item>
        <Item label="Price">{formatPoundsAsMoney(service.price)}</Item>
        <Item label="Off-peak price">{service.off_peak_price === null ? 'None' : formatPoundsAsMoney(service.off_peak_price)}</Item>
        <Item label="Materials">{service.materials || 'Not specified'}</Item>
        <Item label="Added">{formatDate(service.created_at)}</Item>
        {service.rejection_reason ? <Item label={service.approval_status === 'rejected' ? 'Rejection reason' : 'Last edit not approved'}>{service.rejection_reason}</Item> : null}
        {service.admin_notes ? <Item label="Admin notes">{service.admin_notes}</Item> : null}
      </Section>
      <Section title="Merchant & Provider">
        <Item label="Business">{service.merchant.business_name}</Item>
        <Item label="Business status">{MERCHANT_STATUS[service.merchant.status]}</Item>
        <Item label="Contact person">{service.merchant.contact_person || 'Not specified'}</Item>
        <Item label="Email">{service.merchant.email}</Item>
        <Item label="Phone">{service.merchant.phone || 'Not specified'}</Item>
        <Item label="City">{service.merchant.city || 'Not specified'}</Item>
        <Item label="Technician">{service.technician_name || 'Not specified'}</Item>
        <Item label="Provider">{service.provider_name || 'Not specified'}</Item>
      </Section>
      <Section title="Performance Metrics">
        <Item label="Total bookings">{metrics.total_bookings}</Item>
        <Item label="Completed">{metrics.completed_bookings}</Item>
        <Item label="Cancelled">{metrics.cancelled_bookings}</Item>
        <Item label="Revenue">{formatPoundsAsMoney(metrics.total_revenue)}</Item>
        <Item label="Average rating">{metrics.avg_rating === null ? 'No reviews yet' : `${metrics.avg_rating.toFixed(1)} of 5 (${metrics.review_count} ${metrics.review_count === 1 ? 'review' : 'reviews'})`}</Item>
      </Section>
      {service.proposed_changes ? (
        <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <h3 className="font-semibold">Edit waiting for review</h3>
          <p className="mt-1">
            {service.proposed_changes.name}: {formatPoundsAsMoney(service.proposed_changes.price)}
            {service.proposed_changes.off_peak_price === null ? '' : ` (off-peak ${formatPoundsAsMoney(service.proposed_changes.off_peak_price)})`}, {service.proposed_changes.duration} minutes,{' '}
            {service.proposed_changes.category}
          </p>
          {service.proposed_changes.description ? <p className="mt-1 whitespace-pre-line">{service.proposed_changes.description}</p> : null}
        </section>
      ) : null}
      <section>
        <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">Description</h3>
        <p className="mt-2 text-sm whitespace-pre-line text-stone-800">{service.description || 'No description.'}</p>
      </section>
      <section aria-labelledby="recent-bookings-heading">
        <h3 id="recent-bookings-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          Recent Bookings
        </h3>
        {bookings.isLoading ? (
          <Skeleton className="mt-2 h-16 w-full rounded-xl" />
        ) : bookings.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {errorMessage(bookings.error, 'We could not load its bookings.')}
          </p>
        ) : (bookings.data ?? []).length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No bookings yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {bookings.data!.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{booking.customer_name}</p>
                  <p className="break-all text-stone-600">{booking.customer_email}</p>
                </div>
                <div className="text-right">
                  <p className="text-stone-900">
                    {formatDate(booking.booking_date)} at {booking.booking_time}
                  </p>
                  <p className="text-stone-600">
                    {formatPoundsAsMoney(booking.final_price)} · {BOOKING_STATUS[booking.status] ?? booking.status}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface ServiceDetailsDialogProps {
  serviceId: string | null;
  onClose: () => void;
  onEdit: (service: AdminServiceDetail) => void;
  onApprove: (service: AdminServiceDetail) => void;
  onReject: (service: AdminServiceDetail) => void;
  approving: boolean;
}

/** The service details modal (admin spec §2.2): opened from a row's View or the overview's pending list (`?service=`). */
export function ServiceDetailsDialog({ serviceId, onClose, onEdit, onApprove, onReject, approving }: ServiceDetailsDialogProps) {
  const detail = useAdminService(serviceId);
  const service = detail.data;
  return (
    <Dialog open={serviceId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle className="pr-10">{service ? service.name : 'Service details'}</DialogTitle>
        <DialogDescription className="mt-1">{service ? `${service.merchant_business_name}${service.technician_name ? ` · with ${service.technician_name}` : ''}` : 'Loading the service…'}</DialogDescription>
        {detail.isLoading ? (
          <div aria-busy="true" aria-label="Loading the service" className="mt-6 space-y-3">
            <Skeleton className="h-24 w-full rounded-2xl" />
            <Skeleton className="h-24 w-full rounded-2xl" />
          </div>
        ) : detail.isError || !service ? (
          <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>{errorMessage(detail.error, 'We could not load this service.')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="mt-4">
              <ServiceStatus service={service} inTable={false} />
            </div>
            <Details service={service} />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button variant="secondary" onClick={() => onEdit(service)}>
                Edit
              </Button>
              {awaitsDecision(service) ? (
                <>
                  <Button variant="secondary" className="text-red-700" onClick={() => onReject(service)}>
                    Reject
                  </Button>
                  <Button isLoading={approving} onClick={() => onApprove(service)}>
                    Approve
                  </Button>
                </>
              ) : null}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
