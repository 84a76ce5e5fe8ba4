import type { Favourite } from '@lull/domain/contracts/favourites';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { FavouritesSection } from './favourites-section';

const TODAY = '2026-11-24';

function favourite(overrides: Partial<Favourite> = {}): Favourite {
  return {
    merchant_id: '11111111-1111-4111-8111-111111111111',
    business_name: 'Calm Nails',
    business_category: 'Nail Salon',
    city: 'London',
    logo_url: null,
    image_url: null,
    rating: 4.8,
    review_count: 12,
    next_off_peak: {
      date: '2026-11-24',
      time: '14:30',
      off_peak: true,
      price: 30,
      service_id: '22222222-2222-4222-8222-222222222222',
      service_name: 'Gel Nails',
    },
    saved_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('Account › Favourites', () => {
  it('lists saved businesses with their next free off-peak time and a link that books it', async () => {
    mockApi({
      'GET /api/favourites': () =>
        jsonResponse({ favourites: [favourite(), favourite({ merchant_id: '33333333-3333-4333-8333-333333333333', business_name: 'Full Price Spa', next_off_peak: null })] }),
      'GET /api/favourites/ids': () => jsonResponse({ merchant_ids: ['11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333'] }),
    });
    renderWithApp(<FavouritesSection today={TODAY} />);

    const calm = (await screen.findByRole('heading', { level: 3, name: 'Calm Nails' })).closest('article')!;
    expect(within(calm).getByText('Today 14:30 · Gel Nails · £30.00')).toBeInTheDocument();
    expect(within(calm).getByRole('link', { name: /^Book this time\s*,\s*Gel Nails at Calm Nails, Today 14:30$/ })).toHaveAttribute(
      'href',
      '/booking/22222222-2222-4222-8222-222222222222?date=2026-11-24&time=14:30',
    );
    expect(within(calm).getByRole('link', { name: 'Calm Nails' })).toHaveAttribute('href', '/merchant/11111111-1111-4111-8111-111111111111');
    expect(await within(calm).findByRole('button', { name: 'Remove Calm Nails from favourites' })).toHaveAttribute('aria-pressed', 'true');

    const spa = screen.getByRole('heading', { level: 3, name: 'Full Price Spa' }).closest('article')!;
    expect(within(spa).getByText(/No free off-peak times this week/)).toBeInTheDocument();
    expect(within(spa).getByRole('link', { name: /^See all times\s*at Full Price Spa$/ })).toHaveAttribute('href', '/merchant/33333333-3333-4333-8333-333333333333');
  });

  it('says so when nothing is saved yet', async () => {
    mockApi({ 'GET /api/favourites': () => jsonResponse({ favourites: [] }) });
    renderWithApp(<FavouritesSection today={TODAY} />);
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
  });

  it('offers to try again when the list fails to load', async () => {
    mockApi({ 'GET /api/favourites': () => jsonResponse({ error: 'Something went wrong' }, 500) });
    renderWithApp(<FavouritesSection today={TODAY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your favourites.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
