import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ReconciliationTab } from './reconciliation-tab';

const BOOKING = '3f0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const figures = (overrides: Record<string, number> = {}) => ({
  bookings: 2,
  card_charges: 65,
  credit_spent: 5,
  money_in: 70,
  paid_out_to_salons: 20,
  owed_to_salons: 8.83,
  lull_fees: 4.85,
  processing_fees: 1.32,
  refunded_to_cards: 0,
  card_refunds_owed: 0,
  credit_returned: 0,
  held_for_appointments: 35,
  difference: 0,
  ...overrides,
});
const reconciliation = (differenceOf = 0) => ({
  from: '2026-06-01',
  to: '2026-06-10',
  as_of: '2026-06-10T11:00:00.000Z',
  days: [{ date: '2026-06-08', ...figures({ difference: differenceOf }) }],
  totals: figures({ difference: differenceOf }),
  payouts_recorded: { count: 1, amount: 20 },
  differences: differenceOf === 0 ? [] : [{ booking_id: BOOKING, merchant_id: BOOKING, business_name: 'Fern Nail Studio', paid_on: '2026-06-08', status: 'confirmed', difference: differenceOf }],
});

describe('ReconciliationTab', () => {
  it('asks for the period in the address, says every penny is accounted for and shows where it is', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/admin/reconciliation': (request) => {
        asked.push(request.url.slice(request.url.indexOf('?')));
        return jsonResponse(reconciliation());
      },
    });
    renderWithApp(<ReconciliationTab />, { route: '/admin/dashboard?tab=reconciliation&from=2026-06-01&to=2026-06-10' });
    expect(await screen.findByRole('status')).toHaveTextContent('Difference £0.00. Every penny of the 2 bookings paid in this period is accounted for.');
    expect(asked).toEqual(['?from=2026-06-01&to=2026-06-10']);
    const now = screen.getByRole('region', { name: 'Where it is now' });
    expect(within(now).getByText('Owed to salons').closest('div')).toHaveTextContent('£8.83');
    expect(screen.getByText(/Payouts recorded in the period: 1, £20.00 in all/)).toBeInTheDocument();
    const byDay = screen.getByRole('table', { name: 'Reconciliation by day' });
    expect(within(byDay).getByText('8 Jun 2026')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bookings that do not add up' })).not.toBeInTheDocument();
  });

  it('lists the bookings that do not add up, each a link to the booking', async () => {
    mockApi({ 'GET /api/admin/reconciliation': () => jsonResponse(reconciliation(1)) });
    renderWithApp(<ReconciliationTab />, { route: '/admin/dashboard?tab=reconciliation&from=2026-06-01&to=2026-06-10' });
    expect(await screen.findByRole('status')).toHaveTextContent('Difference £1.00. 1 booking does not add up: it is listed below.');
    const list = screen.getByRole('table', { name: 'Bookings whose records do not add up' });
    expect(within(list).getByRole('link', { name: BOOKING.slice(0, 8) })).toHaveAttribute('href', `/admin/dashboard?tab=bookings&q=${BOOKING}`);
  });

  it('an empty period says no bookings were paid', async () => {
    mockApi({ 'GET /api/admin/reconciliation': () => jsonResponse({ ...reconciliation(), days: [], totals: figures({ bookings: 0, money_in: 0 }) }) });
    renderWithApp(<ReconciliationTab />, { route: '/admin/dashboard?tab=reconciliation&from=2026-01-01&to=2026-01-31' });
    expect(await screen.findByText('No bookings were paid in this period.')).toBeInTheDocument();
  });
});
