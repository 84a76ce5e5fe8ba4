import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { SiteFooter } from './site-footer';

async function businessLinks() {
  const nav = await screen.findByRole('navigation', { name: 'For businesses' });
  return within(nav);
}

describe('the footer’s links for businesses', () => {
  it('offers a visitor List your business, not the Merchant Dashboard', async () => {
    mockApi({ 'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401) });
    const { queryClient } = renderWithApp(<SiteFooter />);
    const links = await businessLinks();
    await expect.poll(() => queryClient.getQueryState(['current-user'])?.status).toBe('success');
    expect(links.getByRole('link', { name: 'List your business' })).toHaveAttribute('href', '/merchant/onboarding');
    expect(links.queryByRole('link', { name: 'Merchant Dashboard' })).not.toBeInTheDocument();
  });

  it('gives a merchant the Merchant Dashboard instead of List your business (decision 040)', async () => {
    mockApi({ 'GET /api/users/me': () => jsonResponse(makeUser({ role: 'merchant' })) });
    renderWithApp(<SiteFooter />);
    const links = await businessLinks();
    expect(await links.findByRole('link', { name: 'Merchant Dashboard' })).toHaveAttribute('href', '/merchant/dashboard');
    expect(links.queryByRole('link', { name: 'List your business' })).not.toBeInTheDocument();
  });
});
