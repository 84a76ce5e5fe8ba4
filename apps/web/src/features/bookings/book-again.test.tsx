import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { BookingPage } from './booking-page';
import { BookingSections } from './my-bookings-page';
import { makeBooking } from './test-bookings';

// Monday 23 Nov 2026, 09:00 London.
const NOW = new Date('2026-11-23T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Book again', () => {
  it('is offered on completed, no-show and cancelled bookings, for the same service', () => {
    const serviceId = '00000000-0000-4000-8000-0000000000aa';
    const bookings = [
      makeBooking({ status: 'completed', booking_date: '2026-11-10', service_name: 'Done Nails', service_id: serviceId }),
      makeBooking({ status: 'no-show', booking_date: '2026-11-11', service_name: 'Missed Brows' }),
      makeBooking({ status: 'cancelled', booking_date: '2026-11-30', service_name: 'Cancelled Facial' }),
      makeBooking({ status: 'confirmed', booking_date: '2026-11-30', service_name: 'Coming Massage' }),
    ];
    renderWithApp(<BookingSections bookings={bookings} now={NOW} onCancel={() => undefined} />);

    const done = screen.getByRole('article', { name: 'Done Nails' });
    expect(within(done).getByRole('link', { name: /^Book again\s*Done Nails$/ })).toHaveAttribute('href', `/booking/${serviceId}?next=off-peak`);
    expect(within(screen.getByRole('article', { name: 'Missed Brows' })).getByRole('link', { name: /^Book again/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cancelled Facial' })).getByRole('link', { name: /^Book again/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Coming Massage' })).queryByRole('link', { name: /^Book again/ })).not.toBeInTheDocument();
  });

  it('opens the booking page on the first day with a free off-peak time', async () => {
    // Today has free times, but only at the usual price; tomorrow has the first off-peak one.
    const service = makeService({
      price: 40,
      off_peak_price: 30,
      next_available: [
        { date: '2026-11-24', time: '14:00', off_peak: true, price: 30 },
        { date: '2026-11-25', time: '14:00', off_peak: true, price: 30 },
      ],
    });
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      [`GET /api/services/${service.id}`]: () => jsonResponse(service),
      [`GET /api/services/${service.id}/availability`]: () =>
        jsonResponse({ service_id: service.id, days: [{ date: '2026-11-23', times: ['09:30'] }, { date: '2026-11-24', times: ['09:30', '14:00'] }] }),
      'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
    });
    renderWithApp(<BookingPage />, { route: `/booking/${service.id}?next=off-peak`, path: '/booking/:serviceId' });

    expect(await screen.findByRole('list', { name: 'Free times, Tomorrow' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Free times, Today' })).not.toBeInTheDocument();
  });

  it('without ?next=off-peak still opens on the first day with any free time', async () => {
    const service = makeService({ next_available: [{ date: '2026-11-24', time: '14:00', off_peak: true, price: 30 }] });
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      [`GET /api/services/${service.id}`]: () => jsonResponse(service),
      [`GET /api/services/${service.id}/availability`]: () =>
        jsonResponse({ service_id: service.id, days: [{ date: '2026-11-23', times: ['09:30'] }, { date: '2026-11-24', times: ['14:00'] }] }),
      'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
    });
    renderWithApp(<BookingPage />, { route: `/booking/${service.id}`, path: '/booking/:serviceId' });
    expect(await screen.findByRole('list', { name: 'Free times, Today' })).toBeInTheDocument();
  });
});
