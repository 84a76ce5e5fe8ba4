import type { Booking } from '@lull/domain/contracts/bookings';
import type { User } from '@lull/domain/contracts/user';
import { formatDuration } from '@lull/domain/catalogue-filters';
import { CalendarDays, Clock, MapPin, Phone, UserRound } from 'lucide-react';

import { formatPhone, telHref } from '@/lib/format';
import { formatBookingWhen } from '../format-booking-when';

/** What was booked, where and when: the top of the payment and confirmation pages. */
export function BookingSummary({ booking, headingLevel = 2 }: { booking: Booking; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`summary-${booking.id}`}>
      <Heading id={`summary-${booking.id}`} className="text-lg font-semibold text-stone-900">
        {booking.service_name}
      </Heading>
      <p className="font-medium text-stone-800">{booking.merchant_business_name}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        <li className="flex items-center gap-2 font-medium text-stone-900">
          <CalendarDays className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {formatBookingWhen(booking)}
        </li>
        {/* Who does the treatment (decision 050). */}
        <li className="flex items-center gap-2">
          <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          With {booking.team_member_name}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {formatDuration(booking.duration)}
        </li>
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {booking.merchant_address}
        </li>
        {booking.merchant_phone ? (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <a href={telHref(booking.merchant_phone)} className="underline-offset-2 hover:underline">
              {formatPhone(booking.merchant_phone)}
            </a>
          </li>
        ) : null}
      </ul>
      {booking.notes ? <p className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">Your request: {booking.notes}</p> : null}
    </section>
  );
}

interface ContactLike {
  name: string;
  email: string;
  phone: string;
}

/** Who the salon expects and how it reaches them: the Details step's answers, else the account's. */
export function ContactSummary({ contact }: { contact: ContactLike }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-stone-600">Name</dt>
      <dd className="font-medium text-stone-900">{contact.name || '—'}</dd>
      <dt className="text-stone-600">Email</dt>
      <dd className="font-medium break-all text-stone-900">{contact.email || '—'}</dd>
      <dt className="text-stone-600">Phone</dt>
      <dd className="font-medium text-stone-900">{contact.phone ? formatPhone(contact.phone) : '—'}</dd>
    </dl>
  );
}

/** The contact a booking will be confirmed to: the guest details given for it, filled in from the account. */
export function bookingContact(
  booking: Pick<Booking, 'guest_first_name' | 'guest_last_name' | 'guest_email' | 'guest_phone'>,
  user: Pick<User, 'first_name' | 'last_name' | 'email' | 'phone'> | null,
): ContactLike {
  const first = booking.guest_first_name ?? user?.first_name ?? '';
  const last = booking.guest_last_name ?? user?.last_name ?? '';
  return { name: `${first} ${last}`.trim(), email: booking.guest_email ?? user?.email ?? '', phone: booking.guest_phone ?? user?.phone ?? '' };
}
