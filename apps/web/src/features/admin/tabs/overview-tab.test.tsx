import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { OverviewTab } from './overview-tab';

const stats = {
  total_users: 1204,
  total_merchants: 37,
  total_services: 215,
  total_bookings: 880,
  total_revenue: 4400.5,
  pending_merchants: 2,
  pending_services: 1,
  pending_merchant_list: [
    { id: '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', business_name: 'Glow Rooms', contact_person: 'Ada', email: 'a@example.com', city: 'Leeds', business_category: 'Spa', status: 'pending_review', created_at: '2026-11-20T10:00:00.000Z' },
  ],
  pending_service_list: [],
};

describe('OverviewTab', () => {
  it('shows the seven figures from the server, each opening its tab with its filter', async () => {
    mockApi({ 'GET /api/admin/stats': () => jsonResponse(stats) });
    renderWithApp(<OverviewTab />, { route: '/admin/dashboard' });
    const figures = await screen.findByRole('list', { name: 'Platform figures' });
    const link = async (label: string) => (await within(figures).findByText(label)).closest('a')!;
    expect((await link('Total Users')).getAttribute('href')).toBe('/admin/dashboard?tab=users');
    expect((await link('Revenue')).textContent).toContain('£4,400.50');
    expect((await link('Pending')).getAttribute('href')).toBe('/admin/dashboard?tab=merchants&status=pending');
    expect((await link('Pending Services')).getAttribute('href')).toBe('/admin/dashboard?tab=services&status=pending');
    expect((await link('Bookings')).textContent).toContain('880');
    expect(within(figures).getAllByRole('link')).toHaveLength(7);
  });

  it("lists the pending merchants (opening the profile) and says 'No pending services'", async () => {
    mockApi({ 'GET /api/admin/stats': () => jsonResponse(stats) });
    renderWithApp(<OverviewTab />, { route: '/admin/dashboard' });
    const merchant = (await screen.findByText('Glow Rooms')).closest('a')!;
    expect(merchant.getAttribute('href')).toBe('/admin/dashboard?tab=merchants&merchant=1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
    expect(screen.getByText('No pending services')).toBeInTheDocument();
  });

  it('when the figures fail, says so with Try again, and no card or list keeps pretending to load', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/stats': () => (fail ? jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, 500) : jsonResponse(stats)) });
    renderWithApp(<OverviewTab />, { route: '/admin/dashboard' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Something went wrong on our side. Please try again.');
    const figures = screen.getByRole('list', { name: 'Platform figures' });
    expect(within(figures).getAllByText('Not loaded')).toHaveLength(7);
    expect(figures).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByText('Not loaded: see the message above.')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Loading /)).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(figures).findByText('£4,400.50')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
