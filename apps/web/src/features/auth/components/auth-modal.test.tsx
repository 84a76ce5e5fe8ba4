import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { reloadPage } from '@/lib/browser';
import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { useAuthModal, type AuthModalMode } from '../hooks/use-auth-modal';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), navigateTo: vi.fn() }));

// The dialog's code is loaded on first use; load it once up front so no test waits on the first transform.
beforeAll(async () => {
  await import('./auth-modal');
});

function OpenAuthModal({ mode, redirectTo }: { mode: AuthModalMode; redirectTo?: string }) {
  const authModal = useAuthModal();
  return (
    <button type="button" onClick={() => authModal.open({ mode, redirectTo })}>
      Open
    </button>
  );
}

async function openModal(mode: AuthModalMode, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/config': () => jsonResponse({ google_sign_in: true }), ...handlers });
  const user = userEvent.setup();
  renderWithApp(<OpenAuthModal mode={mode} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, fetchMock };
}

describe('auth modal, register mode', () => {
  it('speaks to a salon, without the customer’s welcome credit, on the way to listing a business (decision 040)', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ google_sign_in: false }) });
    const user = userEvent.setup();
    renderWithApp(<OpenAuthModal mode="register" redirectTo="/merchant/onboarding" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'List your business on Lull' });
    expect(dialog).toHaveTextContent('Then tell us about your business, and our team reviews it within 1–2 business days.');
    expect(dialog).not.toHaveTextContent(/credit/);
    expect(within(dialog).getByRole('form', { name: 'Create your salon’s account' })).toBeInTheDocument();
  });

  it('keeps Create Account disabled until the privacy policy and terms are accepted', async () => {
    const { user, dialog } = await openModal('register');
    const createAccount = within(dialog).getByRole('button', { name: 'Create Account' });

    expect(createAccount).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(createAccount).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(createAccount).toBeDisabled();
  });

  it("shows 'email address required' first when submitted empty, and marks each field", async () => {
    const { user, dialog, fetchMock } = await openModal('register');

    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('email address required');
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('email address required');
    expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription('phone number required');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('sends the email trimmed and lowercased and the phone as code, space, number, then reloads', async () => {
    const { user, dialog, fetchMock } = await openModal('register', {
      'POST /api/auth/register': () => jsonResponse({ user: makeUser() }, 201),
    });

    await user.type(within(dialog).getByLabelText('Email'), '  Ada@Example.COM ');
    await user.type(within(dialog).getByLabelText('Phone number'), '7700900123');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Lovelace');
    await user.type(within(dialog).getByLabelText('City'), 'London');
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/register');
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      phone: '+44 7700900123',
      password: 'correct horse',
      first_name: 'Ada',
      last_name: 'Lovelace',
      city: 'London',
      gdpr_consent: true,
      marketing_consent: false,
    });
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('reads a +code typed into the number as the code: "+4477009" is too short, "+353 87…" is sent as Irish (decision 035)', async () => {
    const { user, dialog, fetchMock } = await openModal('register', {
      'POST /api/auth/register': () => jsonResponse({ user: makeUser() }, 201),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '+4477009');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('City'), 'London');
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('phone number too short');
    expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription('phone number too short');
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '+353 87 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')[0]?.body).toMatchObject({ phone: '+353 87 123 4567' });
  });

  it('sends the referral code kept from a shared link', async () => {
    window.localStorage.setItem('lull_referral_code', 'FRIEND12');
    const { user, dialog, fetchMock } = await openModal('register', {
      'POST /api/auth/register': () => jsonResponse({ user: makeUser() }, 201),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '7700900123');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('City'), 'London');
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')[0]?.body).toMatchObject({ email: 'ada@example.com', referral_code: 'FRIEND12' });
    window.localStorage.removeItem('lull_referral_code');
  });

  it("shows the server's reason in the red box when registration is refused", async () => {
    const { user, dialog } = await openModal('register', {
      'POST /api/auth/register': () => jsonResponse({ error: 'An account with this email already exists' }, 409),
    });

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '7700900123');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('City'), 'London');
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('clears the fields and resets the country code to +44 when switching to login and back', async () => {
    const { user, dialog } = await openModal('register');

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country code' }), 'FR (+33)');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(login).getByLabelText('Email')).toHaveValue('');
    await user.type(within(login).getByLabelText('Email'), 'someone@example.com');
    await user.click(within(login).getByRole('button', { name: 'Sign up' }));

    const register = await screen.findByRole('dialog', { name: 'Join Lull' });
    expect(within(register).getByLabelText('Email')).toHaveValue('');
    expect(within(register).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('UK (+44)');
  });
});

describe('auth modal, login and forgotten password', () => {
  it("shows 'Authentication failed' when the server gives no reason", async () => {
    const { user, dialog } = await openModal('login', {
      'POST /api/auth/login': () => new Response('', { status: 500 }),
    });

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("confirms a reset request with the generic text, and 'Back to Login' starts again empty", async () => {
    const { user, dialog, fetchMock } = await openModal('login', {
      'POST /api/auth/forgot-password': () => jsonResponse({ message: 'ok' }),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(forgot).getByLabelText('Email'), ' Ada@Example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));

    const sent = await screen.findByRole('dialog', { name: 'Email Sent' });
    expect(sent).toHaveTextContent("If your email is registered, you'll receive a reset link shortly");
    expect(callsTo(fetchMock, 'POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });

    await user.click(within(sent).getByRole('button', { name: 'Back to Login' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(login).getByLabelText('Email')).toHaveValue('');
  });

  it('leaves the Google button out when Google sign-in is not configured', async () => {
    mockApi({ 'GET /api/config': () => jsonResponse({ google_sign_in: false }) });
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<OpenAuthModal mode="login" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/not configured/)).not.toBeInTheDocument();
  });
});
