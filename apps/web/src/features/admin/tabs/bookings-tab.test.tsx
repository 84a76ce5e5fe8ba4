import type { AdminBooking, AdminBookingDetail } from '@lull/domain/contracts/admin-bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { BookingsTab } from './bookings-tab';

const ID = '3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c';
const REFUND_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: ID,
    user_id: '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    user_name: 'Priya Shah',
    user_email: 'priya@example.com',
    merchant_id: '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    merchant_business_name: 'Velvet Hour Studio',
    service_id: '4b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    service_name: 'Gel Manicure',
    team_member_name: 'Maya',
    final_price: 35,
    booking_date: '2026-06-12',
    booking_time: '10:00',
    created_at: '2026-06-10T07:00:00.000Z',
    status: 'cancelled',
    payment_label: 'Refund Needed',
    refund_due: true,
    high_value: false,
    ...overrides,
  };
}

const detail: AdminBookingDetail = {
  ...booking(),
  duration_minutes: 30,
  notes: null,
  off_peak_applied: true,
  guest: null,
  figures: { original_price: 40, discount: 10, platform_fee: 5, final_price: 35, credits_used: 3, card_amount: 32, processing_fee: 1.32, processing_fee_note: "£1.17 from the salon's price, £0.15 from Lull's booking fee", merchant_payout: 28.83, merchant_payout_note: null },
  payment: { gateway: 'sandbox', reference: 'pi_1', status: 'succeeded', amount: 32, card_brand: 'visa', card_last4: '4242', created_at: '2026-06-10T07:00:00.000Z' },
  refund_request: {
    id: REFUND_ID,
    status: 'pending',
    total_paid: 35,
    credits_used: 3,
    credits_restored: 3,
    card_refund: 25.68,
    requested_at: '2026-06-10T08:00:00.000Z',
    completed_at: null,
    reference: null,
    admin_notes: null,
    reason: 'cancellation',
  },
  cancelled_by: 'customer',
  cancellation_reason: null,
  can_cancel: false,
  reminder: { status: 'failed', at: '2026-06-11T09:00:00.000Z', error: '550 mailbox unavailable' },
  timeline: [
    { event: 'created', label: 'Created', at: '2026-06-10T07:00:00.000Z' },
    { event: 'confirmed', label: 'Paid and confirmed', at: '2026-06-10T07:01:00.000Z' },
    { event: 'cancelled', label: 'Cancelled by customer', at: '2026-06-10T08:00:00.000Z' },
    { event: 'refund_requested', label: 'Refund requested', at: '2026-06-10T08:00:00.000Z' },
    { event: 'service', label: 'Service date', at: '2026-06-12T09:00:00.000Z' },
  ],
};

const page = (items: AdminBooking[], all = items.length) => jsonResponse({ items, total: items.length, page: 1, page_size: 20, all_bookings: all });
const refunds = () => jsonResponse({ items: [], total: 0, page: 1, page_size: 1, pending_count: 4 });

function renderTab(route = '/admin/dashboard?tab=bookings') {
  return renderWithApp(
    <>
      <BookingsTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('BookingsTab', () => {
  it("shows the spec's columns, badges and payment label, the Refunds count, and sends status and date from the address", async () => {
    const api = mockApi({
      'GET /api/admin/bookings': () => page([booking(), booking({ id: '5f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c', status: 'no-show', payment_label: 'Paid', refund_due: false, high_value: true, final_price: 120 })]),
      'GET /api/admin/refund-requests': refunds,
    });
    renderTab('/admin/dashboard?tab=bookings&status=no-show&date=2026-06-12');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const url = String(api.mock.calls.find(([input]) => String(input).startsWith('/api/admin/bookings'))?.[0]);
    expect(url).toContain('status=no-show');
    expect(url).toContain('date=2026-06-12');
    expect(within(table).getByText('Refund Due')).toBeInTheDocument();
    expect(within(table).getByText('High Value')).toBeInTheDocument();
    expect(within(table).getByText('Refund Needed')).toBeInTheDocument();
    expect(within(table).getByText('£120.00')).toBeInTheDocument();
    expect(within(table).getAllByText('Fri 12 Jun 2026 at 10:00')).toHaveLength(2);
    // Who does each treatment, under the service (decision 050).
    expect(within(table).getAllByText('with Maya')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Refunds (4)' })).toHaveAttribute('href', '/admin/dashboard?tab=bookings&view=refunds');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-06-12');
  });

  it('filters by the reminder\'s delivery state, kept in the address (decision 026)', async () => {
    const api = mockApi({ 'GET /api/admin/bookings': () => page([booking()]), 'GET /api/admin/refund-requests': refunds });
    const { router } = renderTab();
    await screen.findByRole('table', { name: 'Bookings' });
    await userEvent.selectOptions(screen.getByLabelText('Reminder'), 'Failed');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bookings&reminder=failed'));
    await waitFor(() => expect(api.mock.calls.some(([input]) => String(input).startsWith('/api/admin/bookings?') && String(input).includes('reminder=failed'))).toBe(true));
  });

  it('cancels a booking still to come with a full refund: a reason is required, the server\'s refusal is shown, and the customer and salon are a link away', async () => {
    const upcoming: AdminBookingDetail = { ...detail, status: 'confirmed', payment_label: 'Paid', refund_due: false, refund_request: null, cancelled_by: null, can_cancel: true };
    let refusal: string | null = 'This appointment has already started, so it can no longer be cancelled.';
    const api = mockApi({
      'GET /api/admin/bookings': () => page([booking({ status: 'confirmed' })]),
      [`GET /api/admin/bookings/${ID}`]: () => jsonResponse(upcoming),
      'GET /api/admin/refund-requests': refunds,
      [`POST /api/admin/bookings/${ID}/cancel`]: () =>
        refusal ? jsonResponse({ error: refusal }, 409) : jsonResponse({ booking: { ...upcoming, status: 'cancelled', can_cancel: false }, credits_restored: 3, card_refund: 32, message: 'Booking cancelled. The customer gets everything back and has been told why.' }),
    });
    renderTab(`/admin/dashboard?tab=bookings&booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Booking 3F2A6B1C' });
    expect(await within(dialog).findByRole('link', { name: 'Open customer' })).toHaveAttribute('href', `/admin/dashboard?tab=users&user=${detail.user_id}`);
    expect(within(dialog).getByRole('link', { name: 'Open salon' })).toHaveAttribute('href', `/admin/dashboard?tab=merchants&merchant=${detail.merchant_id}`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel with full refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel with full refund?' });
    expect(confirm).toHaveTextContent('£3.00 of credit at once and £32.00 to their card');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel with full refund' }));
    expect(within(confirm).getByText('Say why you are cancelling: the customer is told.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/bookings/${ID}/cancel`)).toHaveLength(0);

    await userEvent.type(within(confirm).getByLabelText('Reason for the customer'), 'The salon has flooded.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel with full refund' }));
    expect(await within(confirm).findByText('This appointment has already started, so it can no longer be cancelled.')).toBeInTheDocument();

    refusal = null;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel with full refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel with full refund?' })).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', `/api/admin/bookings/${ID}/cancel`).at(-1)?.body).toEqual({ reason: 'The salon has flooded.' });
    expect(await screen.findByText('Booking cancelled. The customer gets everything back and has been told why.')).toBeInTheDocument();
  });

  it("shows a salon's cancellation with its reason, its full refund, and each move on the timeline in order", async () => {
    const salonCancelled: AdminBookingDetail = {
      ...detail,
      status: 'cancelled',
      cancelled_by: 'merchant',
      cancellation_reason: 'Sophie is ill.',
      refund_request: { ...detail.refund_request!, reason: 'salon_cancellation', card_refund: 32 },
      timeline: [
        { event: 'created', label: 'Created', at: '2026-06-10T07:00:00.000Z' },
        { event: 'rescheduled', label: 'Moved by the customer (Priya Shah) from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie · £6.00 back', at: '2026-06-10T07:30:00.000Z' },
        { event: 'move_proposed', label: 'The salon offered to move it from Wed 15 Jul 14:00 with Sophie to Thu 16 Jul 09:00 with Mina', at: '2026-06-10T07:40:00.000Z' },
        { event: 'cancelled_by_salon', label: 'Cancelled by the salon: “Sophie is ill.”', at: '2026-06-10T08:00:00.000Z' },
      ],
    };
    mockApi({ 'GET /api/admin/bookings': () => page([booking()]), [`GET /api/admin/bookings/${ID}`]: () => jsonResponse(salonCancelled), 'GET /api/admin/refund-requests': refunds });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: '3F2A6B1C, view booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking 3F2A6B1C' });
    expect(await within(dialog).findByText('Cancelled by the salon')).toBeInTheDocument();
    expect(within(dialog).getByText('“Sophie is ill.”')).toBeInTheDocument();
    expect(within(dialog).getByText(/the customer gets everything back: the card refund of £32\.00 includes Lull’s booking fee/)).toBeInTheDocument();
    const timeline = within(dialog).getByRole('heading', { name: 'Timeline' }).parentElement!;
    expect(within(timeline).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Created',
      'Moved by the customer (Priya Shah) from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie · £6.00 back',
      'The salon offered to move it from Wed 15 Jul 14:00 with Sophie to Thu 16 Jul 09:00 with Mina',
      'Cancelled by the salon: “Sophie is ill.”',
    ]);
  });

  it('says how many bookings there are when nothing matches', async () => {
    mockApi({ 'GET /api/admin/bookings': () => page([], 57), 'GET /api/admin/refund-requests': refunds });
    renderTab('/admin/dashboard?tab=bookings&q=nobody');
    expect(await screen.findByText('No bookings match your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('Total bookings: 57')).toBeInTheDocument();
  });

  it("opens a booking's figures; Mark Complete asks the Refunds tab's question before paying (decision 041); Go to Refunds opens the sub-tab", async () => {
    const api = mockApi({
      'GET /api/admin/bookings': () => page([booking()]),
      [`GET /api/admin/bookings/${ID}`]: () => jsonResponse(detail),
      'GET /api/admin/refund-requests': refunds,
      [`POST /api/admin/refund-requests/${REFUND_ID}/complete`]: () => jsonResponse({}),
    });
    const { router } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: '3F2A6B1C, view booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking 3F2A6B1C' });
    expect(await within(dialog).findByText('Refund Processing Required')).toBeInTheDocument();
    expect(within(dialog).getByText('£28.83')).toBeInTheDocument();
    // The processor's whole fee and who bore it, so it and the payout add up to the price (decision 038).
    expect(within(dialog).getByText("£1.17 from the salon's price, £0.15 from Lull's booking fee")).toBeInTheDocument();
    expect(within(dialog).getByText('−£10.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Visa ending 4242')).toBeInTheDocument();
    // Who does the treatment (decision 050).
    expect(within(dialog).getByText('Team member').nextSibling).toHaveTextContent('Maya');
    expect(within(dialog).getByText('Cancelled by customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Could not be delivered: 550 mailbox unavailable')).toBeInTheDocument();
    // What the panel says is what the button does: the provider pays it back, once.
    expect(within(dialog).getByText(/Mark Complete pays it back through the payment provider, once: do not refund it in the provider’s dashboard as well\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/processed manually/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete: refund for Priya Shah' }));
    const confirm = await screen.findByRole('dialog', { name: 'Complete this refund?' });
    expect(confirm).toHaveTextContent("£25.68 goes back to Priya Shah's card through the payment provider, and £3.00 of credit is back in their account.");
    expect(callsTo(api, 'POST', `/api/admin/refund-requests/${REFUND_ID}/complete`)).toHaveLength(0);
    await userEvent.type(within(confirm).getByLabelText('Admin notes (optional)'), ' Refunded from the booking ');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(callsTo(api, 'POST', `/api/admin/refund-requests/${REFUND_ID}/complete`)).toHaveLength(1));
    expect(await screen.findByText('Refund Completed')).toBeInTheDocument();
    expect(screen.getByText("Priya Shah's refund for Gel Manicure is complete.")).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/refund-requests/${REFUND_ID}/complete`)[0]?.body).toEqual({ admin_notes: 'Refunded from the booking' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete this refund?' })).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Refunds' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bookings&view=refunds'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
