import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { AvailableNowSection } from './available-now-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z')); // a Monday morning in London
});
afterEach(() => vi.useRealTimers());

/** A visitor: the cards' hearts ask who is signed in. */
const signedOut = { 'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401) };

describe('Available Now', () => {
  it('shows up to 12 bookable services with their next free times, prices and a Book link', async () => {
    const services = Array.from({ length: 14 }, (_, i) =>
      makeService({ id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, name: `Treatment ${i + 1}` }),
    );
    services[0] = makeService({
      id: 'svc-1',
      name: 'Brow Lamination & Tint',
      merchant_business_name: 'Arch & Amber Brow Studio',
      merchant_address: '63 Broadway Market, London, E8 4QJ',
      price: 55,
      off_peak_price: 38,
      percent_off: 31,
      image_url: '/api/files/brows.webp',
      merchant_rating: 4.7,
      merchant_review_count: 3,
      next_available: [
        { date: '2026-11-23', time: '14:30', off_peak: true, price: 38 },
        { date: '2026-11-24', time: '10:00', off_peak: false, price: 55 },
      ],
    });
    const fetchMock = mockApi({ ...signedOut, 'GET /api/services': () => jsonResponse({ services, total: 14, next_offset: 12 }) });
    renderWithApp(<AvailableNowSection />);

    const card = (await screen.findByRole('heading', { level: 3, name: 'Brow Lamination & Tint' })).closest('article')!;
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/services?limit=12');
    expect(callsTo(fetchMock, 'GET', '/api/services')).toHaveLength(1);

    expect(within(card).getByText('Arch & Amber Brow Studio')).toBeInTheDocument();
    expect(within(card).getByText('31% off')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.7 out of 5 from 3 reviews')).toBeInTheDocument();
    expect(within(card).getByText('63 Broadway Market, London, E8 4QJ')).toBeInTheDocument();
    expect(within(card).getAllByText('£55.00').map((element) => element.tagName)).toContain('S');
    expect(within(card).getAllByText('£38.00').length).toBeGreaterThan(0);
    expect(within(card).getByRole('link', { name: /^Today 14:30/ })).toHaveAttribute(
      'href',
      '/booking/svc-1?date=2026-11-23&time=14:30',
    );
    expect(within(card).getByRole('link', { name: /^Tomorrow 10:00/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book Brow Lamination & Tint' })).toHaveAttribute('href', '/booking/svc-1');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('shows just the price when there is no off-peak price', async () => {
    mockApi({ ...signedOut,
      'GET /api/services': () =>
        jsonResponse({ services: [makeService({ name: 'Consultation', price: 20, off_peak_price: null, percent_off: 0 })], total: 1, next_offset: null }),
    });
    renderWithApp(<AvailableNowSection />);
    const card = (await screen.findByRole('heading', { name: 'Consultation' })).closest('article')!;
    expect(within(card).getByText('£20.00').tagName).not.toBe('S');
    // A business nobody has reviewed yet is honestly new.
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('only logs a failure and offers the full list instead', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...signedOut, 'GET /api/services': () => jsonResponse({ error: 'Down for maintenance' }, 503) });
    renderWithApp(<AvailableNowSection />);

    expect(await screen.findByText('We can’t show today’s free times just now', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Down for maintenance/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse treatments' })).toHaveAttribute('href', '/services');
    expect(consoleError).toHaveBeenCalledWith('Failed to load featured services', expect.anything());
  });

  it('has an empty state', async () => {
    mockApi({ ...signedOut, 'GET /api/services': () => jsonResponse({ services: [], total: 0, next_offset: null }) });
    renderWithApp(<AvailableNowSection />);
    expect(await screen.findByText('No free times to show just now')).toBeInTheDocument();
  });
});
