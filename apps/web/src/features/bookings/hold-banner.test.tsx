import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { rememberHold } from './booking-address';
import { HoldBanner } from './hold-banner';
import { makeBooking } from './test-bookings';

const inFourMinutes = () => new Date(Date.now() + 4 * 60_000 + 12_000).toISOString();

afterEach(() => vi.unstubAllGlobals());

describe('the banner of a time on hold', () => {
  it('on any page, links a signed-in customer with a live hold back to where they were, with the time left', async () => {
    const hold = makeBooking({ status: 'pending', hold_expires_at: inFourMinutes(), service_name: 'Brow shape', merchant_business_name: 'Arch & Amber' });
    rememberHold(hold.id, { step: 'payment' });
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      'GET /api/bookings/me': () => jsonResponse([makeBooking({ status: 'confirmed' }), hold]),
    });
    renderWithApp(<HoldBanner />, { route: '/services' });
    const link = await screen.findByRole('link', { name: /You have a time on hold – complete payment \(4:1\d left\)/ });
    expect(link).toHaveTextContent('for Brow shape at Arch & Amber');
    expect(link).toHaveAttribute('href', `/booking/${hold.service_id}?booking=${hold.id}&step=payment`);
  });

  it('stays out of the booking flow and the payment page, and away when nothing is held or the hold has lapsed', async () => {
    const lapsed = makeBooking({ status: 'pending', hold_expires_at: new Date(Date.now() - 1000).toISOString() });
    const live = makeBooking({ status: 'pending', hold_expires_at: inFourMinutes() });
    const fetchMock = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      'GET /api/bookings/me': () => jsonResponse([lapsed]),
    });
    const first = renderWithApp(<HoldBanner />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/bookings/me', expect.anything()));
    expect(screen.queryByRole('region', { name: 'Your time on hold' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/users/me': () => jsonResponse(makeUser()), 'GET /api/bookings/me': () => jsonResponse([live]) });
    const second = renderWithApp(<HoldBanner />, { route: `/payment/${live.id}` });
    await screen.findByText((_, element) => element === document.body);
    expect(screen.queryByRole('region', { name: 'Your time on hold' })).not.toBeInTheDocument();
    await second.router.navigate('/my-bookings');
    expect(await screen.findByRole('region', { name: 'Your time on hold' })).toBeInTheDocument();
    await second.router.navigate(`/booking/${live.service_id}?booking=${live.id}&step=details`);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your time on hold' })).not.toBeInTheDocument());
  });

  it('is not shown to a visitor', async () => {
    const fetchMock = mockApi({ 'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401) });
    renderWithApp(<HoldBanner />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.anything()));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings/me', expect.anything());
    expect(screen.queryByRole('region', { name: 'Your time on hold' })).not.toBeInTheDocument();
  });
});
