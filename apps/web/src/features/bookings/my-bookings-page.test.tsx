import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { MyBookingsPage } from './my-bookings-page';
import { makeBooking } from './test-bookings';

// Saturday 21 Nov 2026, 12:00 London.
const now = new Date('2026-11-21T12:00:00Z');

afterEach(() => vi.unstubAllGlobals());

describe('My Bookings', () => {
  it('sorts bookings into Upcoming and Past, with Complete Payment on holds and the 24-hour rule', async () => {
    const held = makeBooking({ status: 'pending', booking_date: '2026-11-25', hold_expires_at: '2026-11-21T12:04:00Z', service_name: 'Held Nails' });
    const soon = makeBooking({ booking_date: '2026-11-22', booking_time: '10:00', service_name: 'Tomorrow Brows', team_member_name: 'Ines' });
    const stale = makeBooking({ status: 'pending', hold_expires_at: '2026-11-21T11:00:00Z', service_name: 'Stale Hold' });
    const gone = makeBooking({ status: 'cancelled', service_name: 'Cancelled Facial', cancelled_by: 'customer' });
    const salonCancelled = makeBooking({ status: 'cancelled', service_name: 'Salon Cut', merchant_business_name: 'Glow Salon', cancelled_by: 'salon', cancellation_reason: 'Our stylist is ill' });
    mockApi({ 'GET /api/bookings/me': () => jsonResponse([held, soon, stale, gone, salonCancelled]) });
    renderWithApp(<MyBookingsPage now={now} />);

    const upcoming = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    const past = screen.getByRole('region', { name: 'Past Appointments' });
    const heldCard = within(upcoming).getByRole('article', { name: 'Held Nails' });
    expect(within(heldCard).getByRole('link', { name: 'Complete Payment' })).toHaveAttribute('href', `/payment/${held.id}?timer=true`);
    expect(within(heldCard).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    const soonCard = within(upcoming).getByRole('article', { name: 'Tomorrow Brows' });
    // Who does the treatment (decision 050).
    expect(within(soonCard).getByText('With Ines')).toBeInTheDocument();
    expect(within(soonCard).getByText('Cannot cancel - less than 24 hours before appointment')).toBeInTheDocument();
    expect(within(soonCard).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(past).getByRole('article', { name: 'Cancelled Facial' })).toHaveTextContent('Cancelled');
    expect(within(past).getByRole('article', { name: 'Cancelled Facial' })).not.toHaveTextContent('cancelled this booking');
    // The salon's cancellation says why and that everything comes back.
    expect(within(past).getByRole('article', { name: 'Salon Cut' })).toHaveTextContent(
      'Glow Salon cancelled this booking: ‘Our stylist is ill’. Everything you paid comes back, Lull’s fee included.',
    );
    expect(screen.queryByText('Stale Hold')).not.toBeInTheDocument();
  });

  it('cancels after confirming, saying the hold is released, and reloads the list', async () => {
    const user = userEvent.setup();
    const held = makeBooking({ status: 'pending', booking_date: '2026-11-25', hold_expires_at: '2026-11-21T12:04:00Z', service_name: 'Held Nails' });
    let cancelled = false;
    const fetchMock = mockApi({
      'GET /api/bookings/me': () => jsonResponse([cancelled ? { ...held, status: 'cancelled', hold_expires_at: null } : held]),
      [`POST /api/bookings/${held.id}/cancel`]: () => {
        cancelled = true;
        return jsonResponse({ booking: { ...held, status: 'cancelled' }, credits_restored: 0, card_refund: 0, message: 'Booking cancelled. Nothing was charged, and the time is free again.' });
      },
    });
    renderWithApp(
      <>
        <MyBookingsPage now={now} />
        <Toaster />
      </>,
    );

    await user.click(await screen.findByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('your hold is released');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const past = await screen.findByRole('region', { name: 'Past Appointments' });
    expect(await within(past).findByRole('article', { name: 'Held Nails' })).toHaveTextContent('Cancelled');
    expect(callsTo(fetchMock, 'POST', `/api/bookings/${held.id}/cancel`)).toHaveLength(1);
    // The toast says what the server says happened, not a refund that never was.
    expect(await screen.findByText('Booking cancelled. Nothing was charged, and the time is free again.')).toBeInTheDocument();
  });

  it('shows the empty state, and a load failure with its reason', async () => {
    mockApi({ 'GET /api/bookings/me': () => jsonResponse([]), 'GET /api/waitlist/mine': () => jsonResponse([]) });
    const { unmount } = renderWithApp(<MyBookingsPage now={now} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByText('Start by browsing our amazing beauty services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
    unmount();

    mockApi({ 'GET /api/bookings/me': () => jsonResponse({ error: 'Database unavailable' }, 503), 'GET /api/waitlist/mine': () => jsonResponse([]) });
    renderWithApp(<MyBookingsPage now={now} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings: Database unavailable');
  });
});
