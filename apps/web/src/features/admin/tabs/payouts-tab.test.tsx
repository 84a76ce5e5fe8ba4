import type { PayoutMerchant } from '@lull/domain/contracts/admin-payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { PayoutsTab } from './payouts-tab';

const ID = '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const COMPLETE = `/api/admin/merchant-payouts/${ID}/complete`;

function merchant(overrides: Partial<PayoutMerchant> = {}): PayoutMerchant {
  return {
    id: ID,
    business_name: 'Arch & Amber',
    user_email: 'hello@arch.example',
    first_name: 'Mina',
    last_name: 'Merchant',
    merchant_revenue_balance: 57.36,
    bank_account_id: '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    account_holder_name: 'Mina Merchant',
    bank_name: 'Starling',
    sort_code: '60-83-71',
    account_number_last_4: '5519',
    is_verified: true,
    last_payout_date: null,
    due: true,
    payout_frequency: 'weekly',
    minimum_payout: 10,
    ...overrides,
  };
}
const listOf = (merchants: PayoutMerchant[]) =>
  jsonResponse({ merchants, summary: { total_pending: 64.86, merchants_with_banks: 1, total_merchants: 2 }, total: merchants.length, page: 1, page_size: 20 });

function renderTab() {
  return renderWithApp(
    <>
      <PayoutsTab />
      <Toaster />
    </>,
    { route: '/admin/dashboard?tab=payouts' },
  );
}

describe('PayoutsTab', () => {
  it('shows the tiles, the steps and each business with its bank details; Record payout only where a transfer is possible', async () => {
    mockApi({
      'GET /api/admin/merchant-payouts': () =>
        listOf([
          merchant(),
          merchant({ id: '3b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', business_name: 'No Bank Co', merchant_revenue_balance: 7.5, bank_account_id: null, is_verified: null, account_holder_name: null, bank_name: null, sort_code: null, account_number_last_4: null, due: false }),
          merchant({ id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', business_name: 'Unchecked Nails', sort_code: '04-00-04', account_number_last_4: '6819', is_verified: false, due: false }),
        ]),
    });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Merchants awaiting payout' });
    expect(screen.getByText('£64.86')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(within(table).getByText('60-83-71 · •••• 5519')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getAllByText('Never')).toHaveLength(3);
    expect(within(table).getByText('No bank account')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Record payout for/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Record payout for Arch & Amber']);
    // An account nobody checked is paid into only once verified, and the row says so.
    expect(within(table).getByRole('button', { name: 'Verify bank account of Unchecked Nails' })).toBeInTheDocument();
    expect(within(table).getByText('Verify the bank account before recording a payout to it.')).toBeInTheDocument();
  });

  it('asks for the transfer reference before anything is sent, then says Payout Completed with the amount and the business', async () => {
    const api = mockApi({
      'GET /api/admin/merchant-payouts': () => listOf([merchant()]),
      [`POST ${COMPLETE}`]: ({ body }) =>
        jsonResponse({
          payout: { id: '4b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', merchant_id: ID, business_name: 'Arch & Amber', amount: 57.36, reference: (body as { reference: string }).reference, period_start: '2026-11-24', period_end: '2026-11-24', sort_code: '60-83-71', account_number_last_4: '5519', created_at: '2026-11-24T10:00:00.000Z' },
          revenue_balance: 0,
          already_recorded: false,
        }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Record payout for Arch & Amber' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payout' });
    const submit = within(dialog).getByRole('button', { name: 'Mark as Completed' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), '  LULL-1124  ');
    await userEvent.click(submit);
    expect(await screen.findByText('Payout Completed')).toBeInTheDocument();
    expect(screen.getByText('£57.36 paid to Arch & Amber (reference LULL-1124).')).toBeInTheDocument();
    const [call] = callsTo(api, 'POST', COMPLETE);
    expect(call?.body).toMatchObject({ reference: 'LULL-1124', period_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("says 'Payout Failed' with the server's reason, and 'No Pending Payouts' when nobody is owed", async () => {
    mockApi({
      'GET /api/admin/merchant-payouts': () => listOf([merchant()]),
      [`POST ${COMPLETE}`]: () => jsonResponse({ error: 'This business has no balance to pay out.' }, 409),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Record payout for Arch & Amber' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payout' });
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), 'LULL-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Payout Failed')).toBeInTheDocument();
    expect(screen.getAllByText('This business has no balance to pay out.').length).toBeGreaterThan(0);

    mockApi({ 'GET /api/admin/merchant-payouts': () => listOf([]) });
    renderTab();
    expect(await screen.findByText('No Pending Payouts')).toBeInTheDocument();
  });
});
