import type { PayoutRecord } from '@lull/domain/contracts/admin-payouts';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { Statement } from '@lull/domain/contracts/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { PaymentsSection } from '../sections/payments-section';

const payout: PayoutRecord = {
  id: '1c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  merchant_id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  business_name: 'Fern Nail Studio',
  amount: 30,
  reference: 'LULL-JUNE-1',
  period_start: '2026-06-01',
  period_end: '2026-06-30',
  sort_code: '04-00-04',
  account_number_last_4: '6819',
  created_at: '2026-07-01T09:00:00.000Z',
};

const june: Statement = {
  business_name: 'Fern Nail Studio',
  from: '2026-06-01',
  to: '2026-06-30',
  opening_balance: 10,
  closing_balance: 8.83,
  totals: { settled: 28.83, paid_out: 30, adjusted: 0 },
  lines: [
    {
      id: '2c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
      type: 'booking_settled',
      amount: 28.83,
      description: 'Brow Lift',
      created_at: '2026-06-03T12:00:00.000Z',
      booking_id: '3c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
      service_name: 'Brow Lift',
      booking_date: '2026-06-03',
      booking_time: '11:00',
      booking_status: 'completed',
      price: 40,
      discount: 10,
      processing_fee: 1.17,
      payout_id: null,
      payout_reference: null,
      balance: 38.83,
    },
  ],
};

function setUp() {
  return mockApi({
    'GET /api/users/me': () => jsonResponse(makeUser({ role: 'merchant' })),
    'GET /api/merchant/payouts': () => jsonResponse({ items: [payout], total: 1, page: 1, page_size: 5 }),
    'GET /api/merchant/statements': ({ url }) => {
      const query = new URL(url, 'http://localhost').searchParams;
      return jsonResponse({ ...june, from: query.get('from'), to: query.get('to') });
    },
  });
}

const statementUrls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/merchant/statements?'));

describe('payouts and statements on Payments', () => {
  it("lists the payouts, and a payout's Statement shows its period's lines with the balance after each, as CSV too", async () => {
    const api = setUp();
    renderWithApp(<PaymentsSection merchant={{} as OwnMerchant} />);
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('LULL-JUNE-1')).toBeInTheDocument();
    expect(within(payouts).getByText('•••• 6819')).toBeInTheDocument();

    await userEvent.click(within(payouts).getByRole('button', { name: 'Statement for payout LULL-JUNE-1' }));
    expect(await screen.findByText(/, the period of payout LULL-JUNE-1\./)).toBeInTheDocument();
    // From the period's first day to the day it was paid (1 July), so the payout itself is on it.
    expect(statementUrls(api).at(-1)).toBe('/api/merchant/statements?from=2026-06-01&to=2026-07-01');
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-07-01');
    const lines = await screen.findByRole('table', { name: 'Statement lines' });
    expect(within(lines).getByText('£38.83')).toBeInTheDocument();
    expect(screen.getByText('Closing balance').nextElementSibling).toHaveTextContent('£8.83');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/merchant/statements.csv?from=2026-06-01&to=2026-07-01');
    expect(screen.getByRole('link', { name: 'Printable statement' })).toHaveAttribute('href', '/merchant/statement?from=2026-06-01&to=2026-07-01');
  });

  it('a payout opens what it paid: each booking, oldest first, and the part of it this payout paid', async () => {
    const detail = {
      ...payout,
      paid: [
        { entry_id: '6c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', type: 'adjustment', description: 'Goodwill', booking_id: null, service_name: null, booking_date: null, booking_time: null, settled_at: '2026-05-31T22:30:00.000Z', amount: 10, paid: 10 },
        { entry_id: '2c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', type: 'booking_settled', description: 'Brow Lift', booking_id: june.lines[0]!.booking_id, service_name: 'Brow Lift', booking_date: '2026-06-03', booking_time: '11:00', settled_at: '2026-06-03T12:00:00.000Z', amount: 28.83, paid: 20 },
      ],
    };
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ role: 'merchant' })),
      'GET /api/merchant/payouts': () => jsonResponse({ items: [payout], total: 1, page: 1, page_size: 5 }),
      [`GET /api/merchant/payouts/${payout.id}`]: () => jsonResponse(detail),
      'GET /api/merchant/statements': () => jsonResponse(june),
    });
    renderWithApp(<PaymentsSection merchant={{} as OwnMerchant} />);
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    await userEvent.click(within(payouts).getByRole('button', { name: 'What payout LULL-JUNE-1 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout LULL-JUNE-1' });
    const paid = await within(dialog).findByRole('table', { name: 'What this payout paid' });
    expect(within(paid).getByText('Goodwill')).toBeInTheDocument();
    expect(within(paid).getByText('Brow Lift')).toBeInTheDocument();
    expect(within(paid).getByText('the rest by another payout')).toBeInTheDocument();
    expect(within(dialog).getByText(/£30.00 paid on .* to •••• 6819/)).toBeInTheDocument();
  });

  it('checks the days by the server’s rule before asking: a statement ending before it starts is refused where it is typed', async () => {
    const api = setUp();
    renderWithApp(<PaymentsSection merchant={{} as OwnMerchant} />);
    await screen.findByRole('table', { name: 'Payouts' });
    const asked = statementUrls(api).length;
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-06-30');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('The statement must end on or after the day it starts.')).toHaveAttribute('role', 'alert');
    expect(statementUrls(api)).toHaveLength(asked);
  });
});
