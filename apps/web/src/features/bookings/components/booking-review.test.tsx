import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { makeBooking } from '../test-bookings';
import { BookingReview } from './booking-review';

const booking = makeBooking({ id: '30000000-0000-4000-8000-000000000001', status: 'completed', service_name: 'Gel Manicure', merchant_business_name: 'Fern Nail Studio' });
const state = (extra: object = {}) => ({ booking_id: booking.id, can_review: true, closes_on: '2027-01-20', review: null, ...extra });

describe('a completed booking’s review on My Bookings', () => {
  it('leaves a review: stars as labelled radios, text with a counter, and posts it', async () => {
    const user = userEvent.setup();
    let reviewed = false;
    const fetchMock = mockApi({
      'GET /api/reviews/mine': () =>
        jsonResponse([
          reviewed
            ? state({ can_review: false, review: { id: '40000000-0000-4000-8000-000000000001', booking_id: booking.id, rating: 4, text: 'Lovely', author: 'Priya S.', service_name: 'Gel Manicure', visit_month: '2026-11', created_at: '2026-11-24T10:00:00Z', reply: null, hidden_reason: null } })
            : state(),
        ]),
      [`POST /api/bookings/${booking.id}/review`]: () => {
        reviewed = true;
        return jsonResponse({}, 201);
      },
    });
    renderWithApp(<BookingReview booking={booking} />);

    await user.click(await screen.findByRole('button', { name: /Leave a review/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review your visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/bookings/${booking.id}/review`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(within(dialog).getByLabelText(/Tell others about it/), 'Lovely');
    expect(within(dialog).getByText('6/1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Your review')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/bookings/${booking.id}/review`).map((call) => call.body)).toEqual([{ rating: 4, text: 'Lovely' }]);
  });

  it('opens straight away from the invitation link', async () => {
    mockApi({ 'GET /api/reviews/mine': () => jsonResponse([state()]) });
    renderWithApp(<BookingReview booking={booking} />, { route: `/my-bookings?review=${booking.id}` });
    expect(await screen.findByRole('dialog', { name: 'Review your visit' })).toBeInTheDocument();
  });

  it('says nothing when the window has closed without a review', async () => {
    const fetchMock = mockApi({ 'GET /api/reviews/mine': () => jsonResponse([state({ can_review: false })]) });
    const { queryClient } = renderWithApp(<BookingReview booking={booking} />);
    await vi.waitFor(() => expect(queryClient.getQueryState(['reviews', 'mine'])?.status).toBe('success'));
    expect(callsTo(fetchMock, 'GET', '/api/reviews/mine')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Leave a review/ })).not.toBeInTheDocument();
  });
});
