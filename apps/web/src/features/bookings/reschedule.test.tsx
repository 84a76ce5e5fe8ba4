import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { MyBookingsPage } from './my-bookings-page';
import { makeBooking } from './test-bookings';

// Saturday 21 Nov 2026, 12:00 London.
const now = new Date('2026-11-21T12:00:00Z');
const service = makeService({ price: 32, off_peak_price: 22 });

afterEach(() => vi.unstubAllGlobals());

function page() {
  return renderWithApp(
    <>
      <MyBookingsPage now={now} />
      <Toaster />
    </>,
  );
}

describe('rescheduling from My Bookings', () => {
  it('chooses another time, shows the money back before confirming, then shows the moved booking and says what came back', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ service_id: service.id, booking_date: '2026-11-25', booking_time: '16:00', service_name: 'Gel Manicure', final_price: 37 });
    let moved = false;
    const fetchMock = mockApi({
      'GET /api/bookings/me': () => jsonResponse([moved ? { ...booking, booking_time: '11:00', team_member_name: 'Sophie', final_price: 27 } : booking]),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      [`GET /api/services/${service.id}`]: () => jsonResponse(service),
      [`GET /api/services/${service.id}/availability`]: () =>
        jsonResponse({ service_id: service.id, days: [{ date: '2026-11-25', times: ['11:00', '12:00'] }], team_members: [{ id: booking.team_member_id, display_name: 'Maya' }] }),
      [`POST /api/bookings/${booking.id}/reschedule/quote`]: () =>
        jsonResponse({ new_final_price: 27, price_change: -10, credit_back: 3, card_back: 7, card_due: 0, summary: '£10.00 back to you' }),
      [`POST /api/bookings/${booking.id}/reschedule`]: () => {
        moved = true;
        return jsonResponse({
          status: 'moved',
          booking: { ...booking, booking_time: '11:00' },
          quote: { new_final_price: 27, price_change: -10, credit_back: 3, card_back: 7, card_due: 0, summary: '£10.00 back to you' },
          payment: null,
          message: 'Booking moved. The new time is cheaper: £3.00 of credit is back in your account now; £7.00 will be refunded to your card by our team shortly.',
        });
      },
    });
    page();

    const card = await screen.findByRole('article', { name: 'Gel Manicure' });
    await user.click(within(card).getByRole('button', { name: /^Reschedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect(within(dialog).getByRole('button', { name: 'Move booking' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: /^11:00/ }));
    expect(await within(dialog).findByText('£10.00 back to you')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(await screen.findByText(/£7\.00 will be refunded to your card/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const movedCard = await screen.findByRole('article', { name: 'Gel Manicure' });
    await waitFor(() => expect(movedCard).toHaveTextContent('With Sophie'));
    const [request] = callsTo(fetchMock, 'POST', `/api/bookings/${booking.id}/reschedule`);
    expect(request!.body).toEqual({ booking_date: '2026-11-25', booking_time: '11:00' });
  });

  it('asks for a dearer time’s difference by card, and moves once it is paid', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ service_id: service.id, booking_date: '2026-11-25', booking_time: '11:00', service_name: 'Gel Manicure', final_price: 27 });
    const dearer = { new_final_price: 37, price_change: 10, credit_back: 0, card_back: 0, card_due: 10, summary: '£10.00 more, paid by card' };
    const fetchMock = mockApi({
      'GET /api/bookings/me': () => jsonResponse([booking]),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      'GET /api/config': () => jsonResponse({ google_sign_in: false, payments: 'sandbox', stripe_publishable_key: null }),
      [`GET /api/services/${service.id}`]: () => jsonResponse(service),
      [`GET /api/services/${service.id}/availability`]: () => jsonResponse({ service_id: service.id, days: [{ date: '2026-11-25', times: ['16:00'] }], team_members: [] }),
      [`POST /api/bookings/${booking.id}/reschedule/quote`]: () => jsonResponse(dearer),
      [`POST /api/bookings/${booking.id}/reschedule`]: () =>
        jsonResponse({ status: 'payment_required', booking, quote: dearer, message: 'Pay the difference.', payment: { payment_intent_id: 'pi_sandbox_1', amount: 1000, client_secret: null } }),
      'POST /api/payments/confirm': () => jsonResponse({ status: 'succeeded', booking_id: booking.id }),
    });
    page();

    await user.click(within(await screen.findByRole('article', { name: 'Gel Manicure' })).getByRole('button', { name: /^Reschedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    await user.click(await within(dialog).findByRole('button', { name: /^16:00/ }));
    expect(await within(dialog).findByText('£10.00 more, paid by card')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    const pay = await screen.findByRole('dialog', { name: 'Pay £10.00 more' });
    await user.type(within(pay).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(pay).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(pay).getByLabelText('CVC'), '123');
    await user.type(within(pay).getByLabelText('Cardholder name'), 'Ana Silva');
    await user.click(within(pay).getByRole('button', { name: 'Pay £10.00 and move' }));

    expect(await screen.findByText('Booking moved to Wed 25 Nov 2026 at 16:00. £10.00 was paid by card.')).toBeInTheDocument();
    const [charge] = callsTo(fetchMock, 'POST', '/api/payments/confirm');
    expect(charge!.body).toMatchObject({ payment_intent_id: 'pi_sandbox_1', payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } } });
  });

  it('offers Reschedule disabled, with the reason, inside 24 hours', async () => {
    const soon = makeBooking({ booking_date: '2026-11-22', booking_time: '10:00', service_name: 'Tomorrow Brows', can_reschedule: false });
    mockApi({ 'GET /api/bookings/me': () => jsonResponse([soon]), 'GET /api/waitlist/mine': () => jsonResponse([]) });
    page();
    const card = await screen.findByRole('article', { name: 'Tomorrow Brows' });
    const reschedule = within(card).getByRole('button', { name: /^Reschedule/ });
    expect(reschedule).toBeDisabled();
    expect(reschedule).toHaveAccessibleDescription('Bookings can be moved up to 24 hours before the appointment.');
  });

  it("accepts the salon's new time and shows the booking moved", async () => {
    const user = userEvent.setup();
    const asked = makeBooking({
      booking_date: '2026-11-25',
      booking_time: '10:00',
      service_name: 'Facial',
      merchant_business_name: 'Glow Salon',
      free_cancellation: true,
      move_proposal: { booking_date: '2026-11-26', booking_time: '14:00', team_member_name: 'Sophie', message: '', proposed_at: '2026-11-21T09:00:00Z' },
    });
    let accepted = false;
    mockApi({
      'GET /api/bookings/me': () => jsonResponse([accepted ? { ...asked, booking_date: '2026-11-26', booking_time: '14:00', team_member_name: 'Sophie', move_proposal: null, free_cancellation: false } : asked]),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      [`POST /api/bookings/${asked.id}/move-proposal/accept`]: () => {
        accepted = true;
        return jsonResponse({ booking: asked, message: 'Booking moved to Thu 26 Nov 2026 at 14:00 with Sophie.' });
      },
    });
    page();
    const card = await screen.findByRole('article', { name: 'Facial' });
    await user.click(within(card).getByRole('button', { name: 'Accept new time' }));
    expect(await screen.findByText('Booking moved to Thu 26 Nov 2026 at 14:00 with Sophie.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Facial' })).toHaveTextContent('With Sophie'));
    expect(screen.queryByRole('group', { name: "Glow Salon's request to move this booking" })).not.toBeInTheDocument();
  });

  it("shows the salon's request to move, declines it, and then offers cancelling free of charge", async () => {
    const user = userEvent.setup();
    const asked = makeBooking({
      booking_date: '2026-11-22',
      booking_time: '10:00',
      service_name: 'Facial',
      merchant_business_name: 'Glow Salon',
      can_reschedule: false,
      free_cancellation: true,
      move_proposal: { booking_date: '2026-11-24', booking_time: '14:00', team_member_name: 'Sophie', message: 'Maya is ill', proposed_at: '2026-11-21T09:00:00Z' },
    });
    let declined = false;
    const fetchMock = mockApi({
      'GET /api/bookings/me': () => jsonResponse([declined ? { ...asked, move_proposal: null } : asked]),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      [`POST /api/bookings/${asked.id}/move-proposal/decline`]: () => {
        declined = true;
        return jsonResponse({ booking: { ...asked, move_proposal: null }, message: 'You declined the new time.' });
      },
    });
    page();
    const card = await screen.findByRole('article', { name: 'Facial' });
    const request = within(card).getByRole('group', { name: "Glow Salon's request to move this booking" });
    expect(request).toHaveTextContent('Glow Salon asks to move this to Tue 24 Nov 2026 at 14:00 with Sophie.');
    expect(request).toHaveTextContent('‘Maya is ill’');
    // Inside 24 hours, yet the salon's request makes cancelling free.
    expect(within(card).getByRole('button', { name: /^Cancel/ })).toBeEnabled();
    await user.click(within(request).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the new time.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/bookings/${asked.id}/move-proposal/decline`)).toHaveLength(1);
    await user.click(await within(await screen.findByRole('article', { name: 'Facial' })).findByRole('button', { name: /^Cancel free of charge/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('cancelling is free of charge');
  });
});
