import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { AccountPage } from './account-page';

const user = makeUser({ first_name: 'Ada', last_name: 'Lovelace', phone: '+44 7700900123', city: 'London', credit_balance: 6, referral_code: 'ADA123' });

function api(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/users/me': () => jsonResponse(user),
    'GET /api/referrals/stats': () => jsonResponse({ referral_code: 'ADA123', credit_balance: 6, total_referrals: 2, rewarded_referrals: 1 }),
    'GET /api/credits/history': () =>
      jsonResponse([
        { id: '30000000-0000-4000-8000-000000000002', type: 'earned', amount: 3, description: 'Referral reward: Grace made her first booking', created_at: '2026-11-20T10:00:00Z', expires_at: '2026-12-20T10:00:00Z' },
        { id: '30000000-0000-4000-8000-000000000001', type: 'bonus', amount: 3, description: 'Welcome credit', created_at: '2026-11-01T10:00:00Z', expires_at: '2026-12-01T10:00:00Z' },
      ]),
    ...handlers,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Account Settings', () => {
  it('edits personal details with the spec’s rules and messages', async () => {
    const u = userEvent.setup();
    const fetchMock = api({ 'PUT /api/users/profile': ({ body }) => jsonResponse({ user: { ...user, ...(body as object), phone: '+44 7700900999' }, message: 'ok' }) });
    renderWithApp(<AccountPage />);

    const details = await screen.findByRole('region', { name: 'Personal Details' });
    expect(within(details).getByText('£6.00')).toBeInTheDocument();
    await u.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(within(details).getByLabelText('Email')).toHaveAttribute('readonly');
    await u.clear(within(details).getByLabelText('First name'));
    await u.clear(within(details).getByLabelText(/^Phone number/));
    await u.type(within(details).getByLabelText(/^Phone number/), '12');
    await u.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(within(details).getByRole('alert')).toHaveTextContent('Please review and correct the highlighted fields below.');
    expect(within(details).getByText('First name is required.')).toBeInTheDocument();
    expect(within(details).getByText('phone number too short')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/users/profile')).toHaveLength(0);

    await u.type(within(details).getByLabelText('First name'), 'Ada');
    await u.type(within(details).getByLabelText(/^Phone number/), '7700900999');
    await u.click(within(details).getByRole('checkbox', { name: /offers and news/ }));
    await u.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your profile has been updated successfully!');
    expect(callsTo(fetchMock, 'PUT', '/api/users/profile')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 127700900999',
      city: 'London',
      marketing_consent: true,
    });
  });

  it('saves with the last name left empty, as sign-up allows (decision 035)', async () => {
    const u = userEvent.setup();
    const fetchMock = api({ 'PUT /api/users/profile': ({ body }) => jsonResponse({ user: { ...user, ...(body as object) }, message: 'ok' }) });
    renderWithApp(<AccountPage />);
    const details = await screen.findByRole('region', { name: 'Personal Details' });
    await u.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(within(details).getByLabelText(/Last name/)).toHaveAccessibleName(/optional/i);
    await u.clear(within(details).getByLabelText(/Last name/));
    await u.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your profile has been updated successfully!');
    expect(callsTo(fetchMock, 'PUT', '/api/users/profile')[0]?.body).toMatchObject({ first_name: 'Ada', last_name: '' });
  });

  it('says what the server said when a save fails', async () => {
    const u = userEvent.setup();
    api({ 'PUT /api/users/profile': () => jsonResponse({ error: 'City must be at most 100 characters.' }, 400) });
    renderWithApp(<AccountPage />);
    const details = await screen.findByRole('region', { name: 'Personal Details' });
    await u.click(within(details).getByRole('button', { name: 'Edit' }));
    await u.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent('Profile update failed: City must be at most 100 characters.');
  });

  it('updates the password: fields, match and length first, then the server’s answer', async () => {
    const u = userEvent.setup();
    const fetchMock = api({ 'PUT /api/users/password': () => jsonResponse({ message: 'Password updated successfully!' }) });
    renderWithApp(<AccountPage />);
    const form = await screen.findByRole('region', { name: 'Update password' });
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all password fields.');
    await u.type(within(form).getByLabelText('Current password'), 'old-password');
    await u.type(within(form).getByLabelText('New password'), 'new-password-1');
    await u.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('New passwords do not match.');
    await u.clear(within(form).getByLabelText('Confirm new password'));
    await u.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(callsTo(fetchMock, 'PUT', '/api/users/password')[0]?.body).toEqual({ current_password: 'old-password', new_password: 'new-password-1' });
  });

  it('shares the referral link (copied for 2 seconds) and lists the credit history', async () => {
    const u = userEvent.setup();
    api();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<AccountPage />);
    await u.click(await screen.findByRole('button', { name: 'Share to earn credit' }));
    const link = `${window.location.origin}?ref=ADA123`;
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(link);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(link)));
    expect(await screen.findByText('2')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 3000 });

    expect(await screen.findByText('Referral reward: Grace made her first booking')).toBeInTheDocument();
    expect(screen.getAllByText('+£3.00')).toHaveLength(2);
  });

  it('deletes the account after the warning, then goes home signed out', async () => {
    const u = userEvent.setup();
    const fetchMock = api({ 'DELETE /api/users/me': () => jsonResponse({ message: 'Your account has been deleted.' }) });
    const { router } = renderWithApp(<AccountPage />, { route: '/account' });
    await u.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account permanently?' });
    expect(within(dialog).getByText(/can’t be undone/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'DELETE', '/api/users/me')).toHaveLength(1);
  });

  it('says so when deletion fails', async () => {
    const u = userEvent.setup();
    api({ 'DELETE /api/users/me': () => jsonResponse({ error: 'nope' }, 500) });
    renderWithApp(<AccountPage />);
    await u.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await u.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Failed to submit account deletion request. Please try again.')).toBeInTheDocument();
  });
});
