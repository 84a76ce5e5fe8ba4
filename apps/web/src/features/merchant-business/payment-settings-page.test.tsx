import type { BankAccount, PayoutSettings, RevenueSummary } from '@lull/domain/contracts/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { PaymentSettingsPage } from './payment-settings-page';

const saved: BankAccount = {
  id: '7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  account_holder_name: 'Fern Ali',
  bank_name: 'Monzo',
  sort_code: '04-00-04',
  account_number_last_4: '6819',
  account_type: 'business',
  data_consent_given: true,
  is_verified: false,
  created_at: '2026-06-10T11:00:00.000Z',
};

const noAccount: PayoutSettings = { payout_frequency: 'weekly', minimum_payout_amount: 10, next_payout_scheduled: null, next_payout_label: 'Setup required' };

const revenue: RevenueSummary = {
  business_name: 'Fern Nail Studio',
  revenue_balance: 57.66,
  pending_revenue: 28.83,
  pending_bookings: 1,
  payout_frequency: 'weekly',
  minimum_payout_amount: 10,
  next_payout_scheduled: null,
  next_payout_label: 'Setup required',
  last_payout: null,
  entries: {
    items: [
      {
        id: '8c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
        type: 'booking_settled',
        amount: 28.83,
        description: 'Gel Manicure, 2026-06-09 12:00',
        created_at: '2026-06-09T12:30:00.000Z',
        booking_id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
        service_name: 'Gel Manicure',
        booking_date: '2026-06-09',
        booking_time: '12:00',
        booking_status: 'completed',
        price: 40,
        discount: 10,
        // The salon's processing on its £30 only (decision 038): 87p + 30p.
        processing_fee: 1.17,
        payout_id: null,
      },
    ],
    total: 1,
    page: 1,
    page_size: 10,
  },
};

function setUp(overrides: Parameters<typeof mockApi>[0] = {}) {
  let accounts: BankAccount[] = [];
  const api = mockApi({
    'GET /api/users/me': () => jsonResponse(makeUser({ role: 'merchant' })),
    'GET /api/merchants/me': () => jsonResponse({ id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', business_name: 'Fern Nail Studio', status: 'approved', is_paused: false }),
    'GET /api/merchant/revenue': () => jsonResponse(revenue),
    'GET /api/merchant/payout-settings': () => jsonResponse(accounts.length ? { ...noAccount, next_payout_scheduled: '2026-06-15', next_payout_label: null } : noAccount),
    'GET /api/merchant/bank-accounts': () => jsonResponse(accounts),
    'POST /api/merchant/bank-accounts': () => {
      accounts = [saved];
      return jsonResponse(saved, 201);
    },
    'PUT /api/merchant/payout-settings': ({ body }) => {
      const { payout_frequency, minimum_payout_amount } = body as { payout_frequency: 'daily'; minimum_payout_amount: number };
      return jsonResponse({ payout_frequency, minimum_payout_amount, next_payout_scheduled: '2026-06-11', next_payout_label: null });
    },
    ...overrides,
  });
  renderWithApp(<PaymentSettingsPage />, { route: '/merchant/payment-settings' });
  return api;
}

describe('PaymentSettingsPage', () => {
  it('tells a merchant account with no business so once, with no bank account form (decision 040)', async () => {
    setUp({ 'GET /api/merchants/me': () => jsonResponse({ error: 'This account has no business yet.' }, 404) });
    expect(await screen.findByText('This account has no business yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your business' })).toHaveAttribute('href', '/merchant/onboarding');
    expect(screen.queryByRole('button', { name: 'Add bank account' })).not.toBeInTheDocument();
  });

  it('shows the balance, pending revenue, Setup required and the entries behind the balance', async () => {
    setUp();
    expect(await screen.findByText('Fern Nail Studio: your bank accounts, when you are paid, and the revenue behind each payout.')).toBeInTheDocument();
    const figures = await screen.findByText('Revenue balance');
    expect(within(figures.closest('div')!).getByText('£57.66')).toBeInTheDocument();
    expect(screen.getByText('£28.83', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByText('Setup required').length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Revenue entries' });
    expect(within(table).getByText('Gel Manicure')).toBeInTheDocument();
    expect(within(table).getByText('+£28.83')).toBeInTheDocument();
    expect(within(table).getByText('−£1.17')).toBeInTheDocument();
    // Who bears the processing, to the penny of the domain's rule (decision 038).
    expect(
      screen.getByText(
        'Your payout for each completed or no-show booking is the price after discount, less the card processing on that price (2.9% + 30p): a treatment priced £18 pays you £17.18. Lull pays the processing on its £5 booking fee.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No bank account yet. Add one so we can pay out your revenue.')).toBeInTheDocument();
  });

  it('formats the sort code as it is typed, asks for consent, then adds the account', async () => {
    const user = userEvent.setup();
    const api = setUp();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Account holder name'), 'Fern Ali');
    await user.type(within(dialog).getByLabelText('Bank name'), 'Monzo');
    const sortCode = within(dialog).getByLabelText('Sort code');
    await user.type(sortCode, '0400049');
    expect(sortCode).toHaveValue('04-00-04');
    await user.type(within(dialog).getByLabelText('Account number'), '31926819');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findAllByText('You must consent to data processing for payment settlement.')).not.toHaveLength(0);
    expect(callsTo(api, 'POST', '/api/merchant/bank-accounts')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/I consent/));
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', '/api/merchant/bank-accounts')[0]?.body).toEqual({
      account_holder_name: 'Fern Ali',
      bank_name: 'Monzo',
      sort_code: '04-00-04',
      account_number: '31926819',
      account_type: 'business',
      data_consent_given: true,
    });
    const accounts = await screen.findByRole('table', { name: 'Your bank accounts' });
    expect(await within(accounts).findByText('•••• 6819')).toBeInTheDocument();
    expect(within(accounts).getByText('Pending verification')).toBeInTheDocument();
    expect(await screen.findByText('Mon 15 Jun 2026')).toBeInTheDocument();
  });

  it('says the save failed in the spec’s words', async () => {
    const user = userEvent.setup();
    setUp({ 'POST /api/merchant/bank-accounts': () => jsonResponse({ error: 'Internal Server Error' }, 500) });
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Account holder name'), 'Fern Ali');
    await user.type(within(dialog).getByLabelText('Bank name'), 'Monzo');
    await user.type(within(dialog).getByLabelText('Sort code'), '040004');
    await user.type(within(dialog).getByLabelText('Account number'), '31926819');
    await user.click(within(dialog).getByLabelText(/I consent/));
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('Failed to save bank account. Please try again.')).toBeInTheDocument();
  });

  it('asks before deleting, and says so when the delete fails', async () => {
    const user = userEvent.setup();
    const api = setUp({
      'GET /api/merchant/bank-accounts': () => jsonResponse([saved]),
      [`DELETE /api/merchant/bank-accounts/${saved.id}`]: () => jsonResponse({ error: 'Internal Server Error' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Monzo account ending 6819' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this bank account? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete bank account. Please try again.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `/api/merchant/bank-accounts/${saved.id}`)).toHaveLength(1);
  });

  it('saves the payout schedule in pounds and shows the next payout date', async () => {
    const user = userEvent.setup();
    const api = setUp();
    const frequency = await screen.findByLabelText('Payout frequency');
    await user.selectOptions(frequency, 'daily');
    const minimum = screen.getByLabelText('Minimum payout (£)');
    await user.clear(minimum);
    await user.type(minimum, '4');
    await user.click(screen.getByRole('button', { name: 'Save payout schedule' }));
    expect(await screen.findAllByText('The minimum payout must be at least £5.00.')).not.toHaveLength(0);
    await user.clear(minimum);
    await user.type(minimum, '25.50');
    await user.click(screen.getByRole('button', { name: 'Save payout schedule' }));
    expect(await screen.findByText('Payout schedule saved.')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/merchant/payout-settings')[0]?.body).toEqual({ payout_frequency: 'daily', minimum_payout_amount: 25.5 });
    expect(screen.getByText('Thu 11 Jun 2026')).toBeInTheDocument();
  });
});

describe("an admin on a salon's Payment Settings", () => {
  it('names the salon, lists its payouts and statement, and leads back to Payouts', async () => {
    const merchantId = '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
    const api = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/merchant/revenue': () => jsonResponse(revenue),
      'GET /api/merchant/payout-settings': () => jsonResponse(noAccount),
      'GET /api/merchant/bank-accounts': () => jsonResponse([]),
      'GET /api/merchant/payouts': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 5 }),
      'GET /api/merchant/statements': () => jsonResponse({ business_name: 'Fern Nail Studio', from: '2026-06-01', to: '2026-06-10', opening_balance: 0, closing_balance: 0, totals: { settled: 0, paid_out: 0, adjusted: 0 }, lines: [] }),
    });
    renderWithApp(<PaymentSettingsPage />, { route: `/merchant/payment-settings?merchant_id=${merchantId}` });
    expect(await screen.findByText('Fern Nail Studio: its bank accounts, payout schedule, payouts and statements.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Payouts' })).toHaveAttribute('href', '/admin/dashboard?tab=payouts');
    expect(await screen.findByText('No payouts to this business yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/merchant/payouts')).toHaveLength(1);
    expect(api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/merchant/payouts'))[0]).toContain(`merchant_id=${merchantId}`);
  });
});
