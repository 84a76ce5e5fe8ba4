import type { AdminUser, AdminUserDetail } from '@lull/domain/contracts/admin-users';
import { GRANT_AMOUNT_NOT_PENCE, GRANT_AMOUNT_TOO_HIGH } from '@lull/domain/validation/grant-credit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { grantPreview } from '../components/grant-credit-dialog';
import { UsersTab } from './users-tab';

const ME = '0b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya@example.com',
    phone: '+44 7700900123',
    city: 'Leeds',
    role: 'consumer',
    is_approved: true,
    credit_balance: 3,
    total_bookings: 2,
    total_spent: 41.32,
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...user(),
  referral_code: 'PRIYA12345',
  gdpr_consent: true,
  marketing_consent: false,
  merchant_contact_person: null,
  ...overrides,
});
const page = (items: AdminUser[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 20 });

function renderTab(route = '/admin/dashboard?tab=users') {
  return renderWithApp(
    <>
      <UsersTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('UsersTab', () => {
  it("lists users with the spec's columns and fallbacks, and keeps search and filter in the address", async () => {
    const api = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ id: ME, role: 'admin' })),
      'GET /api/admin/users': () =>
        page([user(), user({ id: ME, first_name: '', last_name: '', email: 'admin@lull.test', role: 'admin', city: '', total_bookings: 1, total_spent: 0 }), user({ id: '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', is_approved: false, first_name: 'Dee' })]),
    });
    const { router } = renderTab('/admin/dashboard?tab=users&status=active&q=leeds');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(String(api.mock.calls.find(([url]) => String(url).startsWith('/api/admin/users'))?.[0])).toContain('status=active');
    expect(within(table).getByText('No name provided')).toBeInTheDocument();
    expect(within(table).getAllByText('£41.32 spent')).toHaveLength(2);
    expect(within(table).getByText('1 booking')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    // An admin is never offered Disable or Grant Credit on their own row.
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Disable No name provided' })).toBeNull());
    expect(within(table).queryByRole('button', { name: 'Grant credit to No name provided' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Grant credit to Priya Shah' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Disable Priya Shah' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Enable Dee Shah' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await waitFor(() => expect(router.state.location.search).toContain('status=disabled'));
    expect(router.state.location.search).toContain('tab=users');
  });

  it('disables after a confirmation, and shows the server refusal in the dialog', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /api/admin/users': () => page([user()]),
      'POST /api/admin/users/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/disable': () =>
        refuse ? jsonResponse({ error: 'You cannot disable the last active admin.' }, 409) : jsonResponse(detail({ is_approved: false })),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot disable the last active admin.');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('User Disabled')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/users/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/disable')).toHaveLength(2);
  });

  it('opens the profile with every field of the spec', async () => {
    mockApi({
      'GET /api/admin/users': () => page([user()]),
      'GET /api/admin/users/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse(detail()),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'View Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Priya Shah' });
    await within(dialog).findByText('PRIYA12345');
    for (const label of ['Full name', 'Email', 'Phone', 'City', 'Role', 'Account status', 'Credit balance', 'Referral code', 'Total bookings', 'Total spent', 'GDPR consent', 'Marketing consent', 'Member since']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('07700 900123')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer')).toBeInTheDocument();
  });

  it("opens a person from the address with their bookings, credit ledger, sign-ins and admins' actions, each its own table; a part that fails says so and retries", async () => {
    const id = '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
    const empty = () => jsonResponse({ items: [], total: 0, page: 1, page_size: 5 });
    let reviewsFail = true;
    mockApi({
      'GET /api/admin/users': () => page([user()]),
      [`GET /api/admin/users/${id}`]: () => jsonResponse(detail()),
      [`GET /api/admin/users/${id}/bookings`]: () =>
        jsonResponse({
          items: [
            {
              id: '3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c',
              user_id: id,
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
              status: 'confirmed',
              payment_label: 'Paid',
              refund_due: false,
              high_value: false,
            },
          ],
          total: 6,
          page: 1,
          page_size: 5,
          all_bookings: 6,
        }),
      [`GET /api/admin/users/${id}/credit-history`]: () =>
        jsonResponse({
          items: [
            { id: 'c2', type: 'spent', amount: -2, description: 'Spent on Gel Manicure', created_at: '2026-06-10T08:00:00.000Z', expires_at: null, balance_after: 1 },
            { id: 'c1', type: 'earned', amount: 3, description: 'Welcome to Lull', created_at: '2026-06-01T08:00:00.000Z', expires_at: '2026-07-01T08:00:00.000Z', balance_after: 3 },
          ],
          total: 2,
          page: 1,
          page_size: 5,
          spendable_balance: 1,
          ledger_balance: 1,
        }),
      [`GET /api/admin/users/${id}/reviews`]: () => (reviewsFail ? jsonResponse({ error: 'Something went wrong on our side.' }, 500) : empty()),
      [`GET /api/admin/users/${id}/sign-ins`]: () =>
        jsonResponse({
          items: [
            { id: 's2', at: '2026-06-10T09:00:00.000Z', kind: 'disabled', method: null, user_agent: null, admin_name: 'Ada Admin', note: null },
            { id: 's1', at: '2026-06-10T08:00:00.000Z', kind: 'signed_in', method: 'password', user_agent: 'Mozilla/5.0 (iPhone)', admin_name: null, note: null },
          ],
          total: 2,
          page: 1,
          page_size: 5,
        }),
      [`GET /api/admin/users/${id}/audit`]: empty,
    });
    renderTab(`/admin/dashboard?tab=users&user=${id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Priya Shah' });
    const bookings = await within(dialog).findByRole('table', { name: 'Bookings' });
    expect(within(bookings).getByRole('link', { name: '3F2A6B1C, open booking' })).toHaveAttribute('href', '/admin/dashboard?tab=bookings&booking=3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(within(bookings).getByRole('link', { name: 'Velvet Hour Studio' })).toHaveAttribute('href', '/admin/dashboard?tab=merchants&merchant=2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
    // Paged by the server: six bookings, five a page.
    expect(within(dialog).getByRole('navigation', { name: 'Bookings: pages' })).toHaveTextContent('1–5 of 6');
    const credit = await within(dialog).findByRole('table', { name: 'Credit history' });
    expect(within(credit).getByText('−£2.00')).toBeInTheDocument();
    expect(within(credit).getByText('+£3.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/Spendable now/)).toHaveTextContent('Spendable now: £1.00');
    const access = await within(dialog).findByRole('table', { name: 'Sign-ins and access' });
    expect(within(access).getByText('Disabled by an admin')).toBeInTheDocument();
    expect(within(access).getByText('Mozilla/5.0 (iPhone)')).toBeInTheDocument();
    expect(await within(dialog).findByText('No admin has acted on this person.')).toBeInTheDocument();
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('Something went wrong on our side.');
    reviewsFail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No reviews written.')).toBeInTheDocument();
  });

  it("grants credit: Grant stays off until the shared rules pass, previews the new balance, sends pounds and says so", async () => {
    const api = mockApi({
      'GET /api/admin/users': () => page([user()]),
      'POST /api/admin/users/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/grant-credit': () => jsonResponse({ amount: 12.5, credit_balance: 15.5, expires_at: '2026-07-10T11:00:00.000Z' }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credit to Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Credit' });
    const grant = within(dialog).getByRole('button', { name: 'Grant Credit' });
    expect(grant).toBeDisabled();
    const amount = within(dialog).getByLabelText('Amount (£)');
    await userEvent.type(amount, '100.5');
    await userEvent.tab();
    expect(within(dialog).getByText(GRANT_AMOUNT_TOO_HIGH)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.005');
    expect(within(dialog).getByText(GRANT_AMOUNT_NOT_PENCE)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.50');
    expect(within(dialog).getByText(/£12\.50 will be added: new balance £15\.50/)).toBeInTheDocument();
    expect(grant).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Salon closed on the day');
    expect(grant).toBeEnabled();
    await userEvent.click(grant);
    expect(await screen.findByText('Credit Granted')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/users/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/grant-credit')[0]?.body).toEqual({ amount: 12.5, reason: 'Salon closed on the day' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Grant Credit' })).toBeNull());
  });
});

describe('grantPreview', () => {
  it('adds whole pence to the balance and names the expiry 30 days on, or nothing for an invalid amount', () => {
    const now = new Date('2026-06-10T11:00:00Z');
    expect(grantPreview('0.1', 3, now)).toEqual({ amount: '£0.10', balance: '£3.10', expires: 'Fri 10 Jul 2026' });
    expect(grantPreview('100', 0.01, now)?.balance).toBe('£100.01');
    expect(grantPreview('0', 3, now)).toBeNull();
    expect(grantPreview('', 3, now)).toBeNull();
    expect(grantPreview('100.01', 3, now)).toBeNull();
  });
});
