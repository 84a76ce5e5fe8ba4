import type { LandingPage as LandingPageData } from '@lull/domain/contracts/landing-pages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeBusiness, makeSearchResults } from '@/test/catalogue-fixtures';
import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { LandingPage } from './landing-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const landing: LandingPageData = {
  area: { slug: 'london-e8', district: 'E8', name: 'London E8', latitude: 51.5411, longitude: -0.0649 },
  category: { slug: 'massage', name: 'Massage' },
  canonical_path: '/service/london-e8/massage',
  heading: 'Massage in London E8',
  intro: '2 salons in and around London E8 offer massage on Lull.',
  business_count: 2,
  lowest_off_peak_price: 1800,
  nearby: [{ slug: 'london-e9', name: 'London E9', path: '/service/london-e9/massage', business_count: 1 }],
  lastmod: '2026-11-20T10:00:00.000Z',
};

function renderLanding(route: string, answer: () => Response = () => jsonResponse(landing)) {
  const fetchMock = mockApi({
    'GET /api/landing-pages/london-e8/massage': answer,
    'GET /api/services/search': () => jsonResponse(makeSearchResults({ businesses: [makeBusiness({ business_name: 'Still Waters' })], total_businesses: 1, total_services: 1 })),
  });
  const view = renderWithApp(<LandingPage />, { route, path: '/service/:location/:slug' });
  const searches = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/services/search')).map((url) => new URLSearchParams(url.split('?')[1]));
  return { ...view, searches };
}

describe('a landing page', () => {
  it('has its own heading and intro, and shows the treatment within a mile of the area, nearest first', async () => {
    const { searches } = renderLanding('/service/london-e8/massage');

    expect(await screen.findByRole('heading', { level: 1, name: 'Massage in London E8' })).toBeInTheDocument();
    expect(screen.getByText(landing.intro)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Still Waters' })).toBeInTheDocument();
    const search = searches().at(-1)!;
    expect(Object.fromEntries([...search].filter(([key]) => !['limit', 'offset'].includes(key)))).toEqual({
      categories: 'Massage',
      postcode: 'E8',
      within_miles: '1',
      sort: 'distance',
    });
  });

  it('links to the same treatment in the areas nearby', async () => {
    renderLanding('/service/london-e8/massage');
    const link = await screen.findByRole('link', { name: 'Massage in London E9' });
    expect(link).toHaveAttribute('href', '/service/london-e9/massage');
  });

  it('lets the visitor change the filters, which the address then carries', async () => {
    const user = userEvent.setup();
    const { router, searches } = renderLanding('/service/london-e8/massage');
    await screen.findByRole('heading', { level: 2, name: 'Still Waters' });

    await user.click(screen.getByRole('button', { name: '£0-30' }));

    expect(new URLSearchParams(router.state.location.search).get('price')).toBe('0-30');
    expect(new URLSearchParams(router.state.location.search).get('postcode')).toBe('E8');
    await vi.waitFor(() => expect(searches().at(-1)?.get('price')).toBe('0-30'));
  });

  it('says so when there is no such page', async () => {
    renderLanding('/service/london-e8/massage', () => jsonResponse({ error: 'No such page' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse treatments' })).toHaveAttribute('href', '/services');
  });
});
