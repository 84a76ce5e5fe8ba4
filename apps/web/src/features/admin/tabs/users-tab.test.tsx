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
