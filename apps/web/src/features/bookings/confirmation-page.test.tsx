import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { ConfirmationPage } from './confirmation-page';
import { makeBooking } from './test-bookings';

afterEach(() => vi.unstubAllGlobals());

function api(booking: ReturnType<typeof makeBooking>) {
  return mockApi({
    'GET /api/users/me': () => jsonResponse(makeUser()),
    [`GET /api/bookings/${booking.id}`]: () => jsonResponse(booking),
    [`GET /api/merchants/${booking.merchant_id}/policy`]: () => jsonResponse({ policy_content: 'Arrive on time.' }),
  });
}

describe('the confirmation page', () => {
  it('shows the booking, what was paid and how, what happens next and the business’s policies', async () => {
    const booking = makeBooking({ guest_email: 'friend@example.com', team_member_name: 'Ines' });
    api(booking);
    renderWithApp(<ConfirmationPage />, { route: `/payment/confirmation/${booking.id}`, path: '/payment/confirmation/:bookingId' });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('friend@example.com', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('With Ines')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(payment).getByText('£27.00')).toBeInTheDocument();
    expect(within(payment).getByText('−£3.00')).toBeInTheDocument();
    expect(within(payment).getByText('£24.00')).toBeInTheDocument();
    expect(within(payment).getByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What’s Next' })).toBeInTheDocument();
    expect(await screen.findByText('Arrive on time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/bookings/${booking.id}/calendar.ics`);
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', `/my-bookings#booking-${booking.id}`);
    expect(screen.getByRole('link', { name: 'Book another treatment' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a moved booking at its new time with whoever does it now, as the API answers it', async () => {
    const booking = makeBooking({ booking_date: '2026-11-26', booking_time: '14:00', team_member_name: 'Sophie' });
    api(booking);
    renderWithApp(<ConfirmationPage />, { route: `/payment/confirmation/${booking.id}`, path: '/payment/confirmation/:bookingId' });
    expect(await screen.findByText('With Sophie')).toBeInTheDocument();
    expect(screen.getByText(/Thu 26 Nov 2026 at 14:00/)).toBeInTheDocument();
    expect(screen.getByText(/Reschedule from My Bookings, free, up to 24 hours before/)).toBeInTheDocument();
  });

  it('also reads the booking from ?booking_id=', async () => {
    const booking = makeBooking();
    api(booking);
    renderWithApp(<ConfirmationPage />, { route: `/payment/confirmation?booking_id=${booking.id}`, path: '/payment/confirmation' });
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
  });

  it('says Booking Not Found for an unknown booking', async () => {
    mockApi({ 'GET /api/users/me': () => jsonResponse(makeUser()) });
    renderWithApp(<ConfirmationPage />, { route: '/payment/confirmation/20000000-0000-4000-8000-000000000999', path: '/payment/confirmation/:bookingId' });
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toBeInTheDocument();
  });
});
