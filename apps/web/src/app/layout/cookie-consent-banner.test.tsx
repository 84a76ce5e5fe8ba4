import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CONSENT_DATE_KEY, CONSENT_KEY, CookieConsentBanner } from './cookie-consent-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieConsentBanner />
    </MemoryRouter>,
  );
}

describe('cookie consent banner', () => {
  it.each([
    ['Accept', 'accepted'],
    ['Reject', 'rejected'],
  ])('stores the choice and its time on %s, then hides', async (button, stored) => {
    const user = userEvent.setup();
    renderBanner();

    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: button }));

    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    const date = localStorage.getItem(CONSENT_DATE_KEY) ?? '';
    expect(new Date(date).toISOString()).toBe(date);
    expect(new Date(date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(banner).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem(CONSENT_KEY, 'rejected');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
