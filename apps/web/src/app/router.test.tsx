import type { User } from '@lull/domain/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { jsonResponse, makeUser, mockApi } from '@/test/render';
import { LANDING_PAGE_MODULES } from './landing-pages';
import { routes } from './router';

beforeAll(async () => {
  await import('@/features/auth/components/auth-modal');
});

function renderApp(path: string, user: User | null) {
  mockApi({
    'GET /api/users/me': () => (user ? jsonResponse(user) : jsonResponse({ error: 'Not signed in' }, 401)),
    'GET /api/config': () => jsonResponse({ google_sign_in: false }),
    'GET /api/notifications': () => jsonResponse([]),
    'GET /api/logout': () => jsonResponse({ ok: true }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards', () => {
  it('sends a signed-out visitor from a signed-in page to the home page and asks them to log in', async () => {
    const router = renderApp('/my-bookings', null);

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a signed-in customer through to their page', async () => {
    renderApp('/my-bookings', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
  });

  it('tells a signed-in customer the admin dashboard needs administrator privileges', async () => {
    renderApp('/admin/dashboard', makeUser());

    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('tells a customer the merchant dashboard needs merchant privileges', async () => {
    renderApp('/merchant/dashboard', makeUser());
    expect(await screen.findByText('You need merchant privileges to access this page')).toBeInTheDocument();
  });

  it('sends an admin from the merchant dashboard to merchant onboarding', async () => {
    const router = renderApp('/merchant/dashboard', makeUser({ role: 'admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/onboarding'));
  });

  it('tells a customer merchant payment settings need merchant privileges, as the dashboard does', async () => {
    renderApp('/merchant/payment-settings', makeUser());
    expect(await screen.findByText('You need merchant privileges to access this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add bank account/i })).not.toBeInTheDocument();
  });

  it('gives an admin with no business one message on merchant payment settings, and no bank account form', async () => {
    renderApp('/merchant/payment-settings', makeUser({ role: 'admin' }));
    expect(await screen.findByText('Payment settings belong to a business. Your admin account has none: payouts to salons are in the Admin Dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByText('This account has no business yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add bank account/i })).not.toBeInTheDocument();
  });

  it('shows a real 404 page for an unknown path', async () => {
    renderApp('/no-such-page', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('navigation bar', () => {
  it('offers Sign Up / Log In to a signed-out visitor', async () => {
    renderApp('/', null);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Sign Up / Log In' })).toBeInTheDocument();
  });

  it('labels the user menu with the first name and shows links by role', async () => {
    const user = userEvent.setup();
    renderApp('/', makeUser({ role: 'merchant' }));

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives a merchant its dashboard instead of List My Business, and the calendar icon opens its salon calendar (decision 040)', async () => {
    renderApp('/', makeUser({ role: 'merchant' }));
    const banner = screen.getByRole('banner');
    const main = within(banner).getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Merchant Dashboard' })).toHaveAttribute('href', '/merchant/dashboard');
    expect(within(main).queryByRole('link', { name: 'List My Business' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Salon calendar' })).toHaveAttribute('href', '/merchant/dashboard?tab=calendar');
    expect(within(banner).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    // The home page's invitation to list a business is for people without one.
    await screen.findByRole('heading', { level: 1, name: /Book off-peak with Lull/ });
    expect(screen.queryByRole('heading', { name: 'Run a salon, spa or studio?' })).not.toBeInTheDocument();
  });

  it('lists a merchant’s dashboard once in the phone menu, and no List My Business', async () => {
    const user = userEvent.setup();
    renderApp('/', makeUser({ role: 'merchant' }));
    await screen.findByRole('link', { name: 'Salon calendar' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link', { name: 'Merchant Dashboard' })).toHaveLength(1);
    expect(within(menu).queryByRole('link', { name: 'List My Business' })).not.toBeInTheDocument();
  });

  it('keeps List My Business and the My Bookings icon for a customer', async () => {
    renderApp('/', makeUser());
    const banner = screen.getByRole('banner');
    const main = within(banner).getByRole('navigation', { name: 'Main' });
    expect(await within(banner).findAllByRole('link', { name: 'My Bookings' })).toHaveLength(2);
    expect(within(main).getByRole('link', { name: 'List My Business' })).toHaveAttribute('href', '/merchant/join');
    expect(within(banner).queryByRole('link', { name: 'Salon calendar' })).not.toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'My Bookings' }).map((link) => link.getAttribute('href'))).toEqual(['/my-bookings', '/my-bookings']);
    expect(await screen.findByRole('heading', { name: 'Run a salon, spa or studio?' })).toBeInTheDocument();
  });

  it('falls back to the email when the user has no first name', async () => {
    renderApp('/', makeUser({ first_name: '' }));
    expect(await screen.findByRole('button', { name: 'Account menu for ada@example.com' })).toBeInTheDocument();
  });

  it('logs out to the home page, signed out', async () => {
    const user = userEvent.setup();
    const router = renderApp('/account', makeUser({ role: 'admin' }));

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Sign Up / Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });
});

describe('landing pages', () => {
  // The server names a landing page's scripts from this list: a pattern that drew another page would have
  // the phone fetch the wrong ones.
  it.each(Object.entries(LANDING_PAGE_MODULES))('%s draws the page of %s', async (pattern, module) => {
    const examplePath = pattern.replace(/:\w+/g, 'example');
    const page = matchRoutes(routes, examplePath)?.at(-1)?.route;
    expect(page?.path && `/${page.path}`).toBe(pattern);
    expect(typeof page?.lazy).toBe('function');
    const { Component } = await (page!.lazy as () => Promise<{ Component: unknown }>)();
    const drawn: Record<string, unknown> = await import(/* @vite-ignore */ `@/${module.replace(/^src\//, '')}`);
    expect(Object.values(drawn)).toContain(Component);
  });
});
