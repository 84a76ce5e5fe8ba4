import type { MerchantBooking } from '@lull/domain/contracts/merchant-bookings';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { BookingsSection } from './bookings-section';

const merchant = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'approved', is_paused: false } as OwnMerchant;

const started: MerchantBooking = {
  id: '7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11',
  service_id: '8c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d12',
  service_name: 'Gel Manicure',
  team_member_id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d14',
  team_member_name: 'Maya',
  user_first_name: 'Priya',
  user_last_name: 'Shah',
  user_email: 'priya@example.com',
  user_phone: '+44 7700900123',
  booking_date: '2026-11-23',
  booking_time: '10:00',
  starts_at: '2026-11-23T10:00:00.000Z',
  ends_at: '2026-11-23T11:00:00.000Z',
  duration: 60,
  original_price: 40,
  discount_amount: 10,
  salon_price: 30,
  off_peak_applied: true,
  final_price: 35,
  processing_fee: 1.17,
  merchant_payout: 28.83,
  payout_note: null,
  status: 'confirmed',
  notes: 'Sensitive skin, please.',
  completion_confirmed_at: null,
  cancelled_at: null,
  can_settle: true,
  can_change: false,
  cancelled_by: null,
  cancellation_reason: null,
  move_proposal: null,
};
const upcoming: MerchantBooking = { ...started, id: '7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d13', booking_date: '2026-11-30', starts_at: '2026-11-30T10:00:00.000Z', can_settle: false, can_change: true };

describe('BookingsSection', () => {
  it('asks the server for the filters in the address, and offers Completed only once an appointment has started', async () => {
    const api = mockApi({
      'GET /api/bookings/merchant': () => jsonResponse({ items: [started, upcoming], total: 2, page: 1, page_size: 20 }),
      'POST /api/bookings/7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11/complete': () =>
        jsonResponse({ booking: { ...started, status: 'completed', can_settle: false }, revenue_added: 28.83, revenue_balance: 28.83, message: 'ok' }),
    });
    renderWithApp(
      <>
        <BookingsSection merchant={merchant} />
        <Toaster />
      </>,
      { route: '/merchant/dashboard?tab=bookings&status=confirmed&q=priya' },
    );
    const table = await screen.findByRole('table', { name: 'Your bookings' });
    const listUrl = api.mock.calls.map(([input]) => String(input)).find((url) => url.split('?')[0] === '/api/bookings/merchant');
    expect(listUrl).toContain('q=priya');
    expect(listUrl).toContain('status=confirmed');
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();

    // Completed is final and pays the salon: it asks first, saying so, and nothing is sent until confirmed.
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark completed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark as completed?' });
    expect(confirm).toHaveTextContent("Priya Shah's Gel Manicure on");
    expect(confirm).toHaveTextContent('£28.83 is added to your revenue balance and the customer is sent a thank-you email. This cannot be undone.');
    expect(callsTo(api, 'POST', `/api/bookings/${started.id}/complete`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Booking completed successfully! Revenue has been added to your balance.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/bookings/${started.id}/complete`)).toHaveLength(1);
  });

  it('shows a cancellation refunded in time as £0.00 to the salon, and says why', async () => {
    const refunded: MerchantBooking = { ...upcoming, status: 'cancelled', merchant_payout: 0, payout_note: 'Cancelled in time: the customer was refunded, so nothing is paid for it.', cancelled_at: '2026-11-28T10:00:00.000Z' };
    mockApi({ 'GET /api/bookings/merchant': () => jsonResponse({ items: [refunded], total: 1, page: 1, page_size: 20 }) });
    renderWithApp(<BookingsSection merchant={merchant} />, { route: '/merchant/dashboard?tab=bookings' });
    const table = await screen.findByRole('table', { name: 'Your bookings' });
    expect(within(table).getByText('You get £0.00')).toBeInTheDocument();
    expect(within(table).getByText('Cancelled in time: the customer was refunded, so nothing is paid for it.')).toBeInTheDocument();
  });

  it('asks before marking a no-show, and keeps the server’s refusal in the dialog', async () => {
    mockApi({
      'GET /api/bookings/merchant': () => jsonResponse({ items: [started], total: 1, page: 1, page_size: 20 }),
      [`PUT /api/bookings/${started.id}/status`]: () => jsonResponse({ error: 'This booking is already settled: completed and no-show are final.' }, 409),
    });
    renderWithApp(<BookingsSection merchant={merchant} />, { route: '/merchant/dashboard?tab=bookings' });
    await userEvent.click(await screen.findByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a no-show?' });
    expect(within(dialog).getByText(/You are still paid £28.83/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));
    expect(await within(dialog).findByText('This booking is already settled: completed and no-show are final.')).toBeInTheDocument();
  });

  it('opens on Upcoming, offers Today, Past and a day, each asked of the server, and shows the salon its own price', async () => {
    const api = mockApi({ 'GET /api/bookings/merchant': () => jsonResponse({ items: [upcoming], total: 1, page: 1, page_size: 20 }) });
    renderWithApp(<BookingsSection merchant={merchant} />, { route: '/merchant/dashboard?tab=bookings' });
    const table = await screen.findByRole('table', { name: 'Your bookings' });
    const lastList = () => new URL(api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/bookings/merchant?')).at(-1)!, 'http://lull.test').searchParams;
    expect(lastList().get('when')).toBe('upcoming');
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');

    // Not the customer's £35 with Lull's fee: the salon's £30 after the off-peak discount, and its payout.
    expect(screen.getByRole('columnheader', { name: 'Your price' })).toBeInTheDocument();
    expect(within(table).getByText('£30.00')).toBeInTheDocument();
    expect(within(table).getByText('Off-peak, from £40.00')).toBeInTheDocument();
    // Whose diary each booking is in (decision 050).
    expect(screen.getByRole('columnheader', { name: 'Team member' })).toBeInTheDocument();
    expect(within(table).getAllByText('Maya').length).toBeGreaterThan(0);
    expect(within(table).getByText('You get £28.83')).toBeInTheDocument();
    expect(within(table).queryByText('£35.00')).not.toBeInTheDocument();

    // Its details add up: £30 less the processing on the salon's price only (87p + 30p, decision 038) is £28.83.
    await userEvent.click(within(table).getByRole('button', { name: 'View booking of Gel Manicure for Priya Shah' }));
    const details = await screen.findByRole('dialog', { name: 'Gel Manicure' });
    expect(within(details).getByText('Card processing on your price').nextSibling).toHaveTextContent('−£1.17');
    expect(within(details).getByText('Your payout').nextSibling).toHaveTextContent('£28.83');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(lastList().get('when')).toBe('past'));
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastList().get('when')).toBe('today'));

    // A chosen day shows all of it, in order, and Clear date goes back to the view.
    await userEvent.type(screen.getByLabelText('Date'), '2026-11-30');
    await waitFor(() => expect(lastList().get('date')).toBe('2026-11-30'));
    expect(lastList().get('when')).toBe('all');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    await waitFor(() => expect(lastList().get('date')).toBeNull());
    expect(lastList().get('when')).toBe('today');
  });

  it('says which view is empty', async () => {
    mockApi({ 'GET /api/bookings/merchant': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 20 }) });
    renderWithApp(<BookingsSection merchant={merchant} />, { route: '/merchant/dashboard?tab=bookings&when=past' });
    expect(await screen.findByText('No past bookings yet.')).toBeInTheDocument();
  });

  it('says when nothing matches, and offers Try again when the list cannot load', async () => {
    let fail = true;
    mockApi({ 'GET /api/bookings/merchant': () => (fail ? jsonResponse({ error: 'Down' }, 500) : jsonResponse({ items: [], total: 0, page: 1, page_size: 20 })) });
    renderWithApp(<BookingsSection merchant={merchant} />, { route: '/merchant/dashboard?tab=bookings&q=nobody' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText('No bookings match your search.')).toBeInTheDocument());
  });

  it('cancels an upcoming booking only with a reason, saying first that the customer gets everything back', async () => {
    const cancelled: MerchantBooking = { ...upcoming, status: 'cancelled', can_change: false, cancelled_by: 'merchant', cancellation_reason: 'Maya is ill.', merchant_payout: 0 };
    const api = mockApi({
      'GET /api/bookings/merchant': () => jsonResponse({ items: [upcoming], total: 1, page: 1, page_size: 20 }),
      [`POST /api/merchant/bookings/${upcoming.id}/cancel`]: () =>
        jsonResponse({ booking: cancelled, credits_restored: 0, card_refund: 35, message: 'Booking cancelled. The customer gets everything back and has been told why.' }),
    });
    renderWithApp(
      <>
        <BookingsSection merchant={merchant} />
        <Toaster />
      </>,
      { route: '/merchant/dashboard?tab=bookings' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View booking of Gel Manicure for Priya Shah' }));
    const details = await screen.findByRole('dialog', { name: 'Gel Manicure' });
    await userEvent.click(within(details).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveTextContent("Priya gets everything back, including Lull's booking fee (£35.00 in all)");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(confirm).findByText('Say why you are cancelling: the customer is told.')).toBeInTheDocument();
    expect(within(confirm).getByLabelText('Reason for the customer')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', `/api/merchant/bookings/${upcoming.id}/cancel`)).toHaveLength(0);

    await userEvent.type(within(confirm).getByLabelText('Reason for the customer'), '  Maya is ill.  ');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The customer gets everything back and has been told why.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/merchant/bookings/${upcoming.id}/cancel`).map((call) => call.body)).toEqual([{ reason: 'Maya is ill.' }]);
    // The details now tell the salon what it did and why.
    expect(await within(details).findByText(/You cancelled it.*“Maya is ill\.”/)).toBeInTheDocument();
  });

  it('offers another time from the free times of a day, with a person and a note, and then says it waits for the customer', async () => {
    const offered: MerchantBooking = {
      ...upcoming,
      move_proposal: { status: 'pending', booking_date: '2026-12-01', booking_time: '14:00', team_member_name: 'Sophie', message: 'Maya is away.', proposed_at: '2026-11-27T10:00:00.000Z', responded_at: null },
    };
    const api = mockApi({
      'GET /api/bookings/merchant': () => jsonResponse({ items: [upcoming], total: 1, page: 1, page_size: 20 }),
      [`GET /api/services/${upcoming.service_id}/availability`]: ({ url }) =>
        jsonResponse({
          service_id: upcoming.service_id,
          days: url.includes('team_member_id') ? [{ date: '2026-12-01', times: ['14:00', '15:00'] }] : [{ date: '2026-12-01', times: ['09:00', '14:00', '15:00'] }, { date: '2026-12-02', times: [] }],
          team_members: [
            { id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d14', display_name: 'Maya' },
            { id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d15', display_name: 'Sophie' },
          ],
        }),
      [`POST /api/merchant/bookings/${upcoming.id}/move`]: () => jsonResponse({ booking: offered, message: 'Another time offered. The customer has been asked to accept or decline it.' }),
    });
    renderWithApp(
      <>
        <BookingsSection merchant={merchant} />
        <Toaster />
      </>,
      { route: '/merchant/dashboard?tab=bookings' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View booking of Gel Manicure for Priya Shah' }));
    const details = await screen.findByRole('dialog', { name: 'Gel Manicure' });
    await userEvent.click(within(details).getByRole('button', { name: 'Offer another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer another time' });
    await userEvent.selectOptions(within(dialog).getByLabelText('With'), 'Sophie');
    // A day with no free time is not offered.
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Tue 1 Dec/ })).toHaveLength(1));
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '2026-12-01');
    expect(within(within(dialog).getByLabelText('Time')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a time', '14:00', '15:00']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Time'), '14:00');
    await userEvent.type(within(dialog).getByLabelText(/Message for the customer/), 'Maya is away.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Another time offered. The customer has been asked to accept or decline it.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/merchant/bookings/${upcoming.id}/move`).map((call) => call.body)).toEqual([
      { booking_date: '2026-12-01', booking_time: '14:00', team_member_id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d15', message: 'Maya is away.' },
    ]);
    expect(await within(details).findByText('Waiting for Priya to answer your offer of Tue 1 Dec 2026 at 14:00 with Sophie.')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Withdraw offer' })).toBeInTheDocument();
  });
});
