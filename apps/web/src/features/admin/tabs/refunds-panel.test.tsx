import type { AdminRefundRequest } from '@lull/domain/contracts/admin-refunds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { RefundsPanel } from './refunds-panel';

const ID = '3c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
function refund(overrides: Partial<AdminRefundRequest> = {}): AdminRefundRequest {
  return {
    id: ID,
    booking_id: 'a1b2c3d4-6f0e-4b9e-8d55-5b8f1b6f2d10',
    user_first_name: 'Priya',
    user_last_name: 'Shah',
    user_email: 'priya@example.com',
    service_name: 'Gel Manicure',
    merchant_business_name: 'Quiet Hands',
    total_paid: 35,
    credits_used: 3,
    stripe_amount: 25.68,
    status: 'pending',
    requested_at: '2026-06-10T07:00:00.000Z',
    admin_notes: null,
    completed_at: null,
    last_failure: null,
    reason: 'cancellation',
    ...overrides,
  };
}
const page = (items: AdminRefundRequest[], pending = 1) => jsonResponse({ items, total: items.length, page: 1, page_size: 20, pending_count: pending });

function renderPanel(route = '/admin/dashboard?tab=bookings&view=refunds') {
  return renderWithApp(
    <>
      <RefundsPanel />
      <Toaster />
    </>,
    { route },
  );
}

describe('RefundsPanel', () => {
  it("shows the spec's columns, the pending count, a failure and a note, and keeps its filter in the address", async () => {
    const api = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/admin/refund-requests': () =>
        page([refund({ last_failure: 'The payment provider refused the refund: The card account is closed.' }), refund({ id: '4c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'completed', admin_notes: 'Called the customer', completed_at: '2026-06-11T09:00:00.000Z' })], 7),
    });
    const { router } = renderPanel('/admin/dashboard?tab=bookings&view=refunds&status=pending&q=priya');
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(String(api.mock.calls.find(([url]) => String(url).startsWith('/api/admin/refund-requests'))?.[0])).toMatch(/q=priya.*status=pending/);
    expect(screen.getByText(/7 pending\./)).toBeInTheDocument();
    for (const header of ['Booking ID', 'Customer', 'Service', 'Refund Amount', 'Credits', 'Stripe Amount', 'Status', 'Requested', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('#a1b2c3d4')).toHaveLength(2);
    expect(within(table).getAllByText('£28.68')).toHaveLength(2);
    expect(within(table).getAllByText('£25.68')).toHaveLength(2);
    expect(within(table).getByText('Last attempt failed: The payment provider refused the refund: The card account is closed.')).toBeInTheDocument();
    expect(within(table).getByText('Note: Called the customer')).toBeInTheDocument();
    expect(within(table).getAllByText('Cancelled by the customer')).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: 'Mark Complete: refund for Priya Shah' })).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(router.state.location.search).toContain('status=completed'));
    expect(router.state.location.search).toContain('view=refunds');
  });

  it('names why each refund is owed, and a cheaper move\'s as the difference rather than a share of the price', async () => {
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/admin/refund-requests': () =>
        page([
          refund({ reason: 'salon_cancellation' }),
          refund({ id: '5c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', reason: 'price_difference', credits_used: 0, stripe_amount: 6 }),
        ]),
    });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(within(table).getByText('Cancelled by the salon')).toBeInTheDocument();
    expect(within(table).getByText('Moved to a cheaper time')).toBeInTheDocument();
    expect(within(table).getByText('the difference')).toBeInTheDocument();
    expect(within(table).getAllByText('of £35.00 paid')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/users/me': () => jsonResponse(makeUser({ role: 'admin' })), 'GET /api/admin/refund-requests': () => page([], 0) });
    renderPanel();
    expect(await screen.findByText('No refund requests found')).toBeInTheDocument();
  });

  it('sends the trimmed notes, keeps the server’s failure in the dialog for a retry, and completes on the retry', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/admin/refund-requests': () => page([refund()]),
      [`POST /api/admin/refund-requests/${ID}/complete`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: 'The payment provider could not be reached, so the refund is not confirmed. Try again: it will never be paid twice.' }, 402)
          : jsonResponse(refund({ status: 'completed', completed_at: '2026-06-10T08:00:00.000Z' }));
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Complete: refund for Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this refund?' });
    expect(within(dialog).getByText(/£25\.68 goes back to Priya Shah's card/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Admin notes (optional)'), '  Agreed on the phone  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(dialog).findByText(/could not be reached/)).toBeInTheDocument();
    expect(await screen.findByText('Refund Failed')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Refund Completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'POST', `/api/admin/refund-requests/${ID}/complete`).map((call) => call.body)).toEqual([{ admin_notes: 'Agreed on the phone' }, { admin_notes: 'Agreed on the phone' }]);
  });
});
