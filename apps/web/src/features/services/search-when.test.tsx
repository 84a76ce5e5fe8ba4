import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeBusiness, makeSearchResults, makeService } from '@/test/catalogue-fixtures';
import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ServicesPage } from './services-page';

// Monday 23 November 2026, 09:00 in London: tomorrow is Tuesday the 24th, the last day searchable Sunday 6 December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function lastSearch(fetchMock: ReturnType<typeof mockApi>) {
  const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/services/search'));
  return new URLSearchParams(urls.at(-1)?.split('?')[1]);
}

function renderPage(route = '/services', results = makeSearchResults()) {
  const fetchMock = mockApi({
    'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401),
    'GET /api/services/search': () => jsonResponse(results),
  });
  return { fetchMock, ...renderWithApp(<ServicesPage />, { route }) };
}

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('searching by when and sorting on the services page', () => {
  it('offers today and the next 13 days, and puts the day and part of the day in the address and the request', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage();
    await screen.findByText(/business\(es\)/);

    const day = screen.getByRole('combobox', { name: 'Day' });
    const options = within(day).getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(15);
    expect(options.slice(0, 4)).toEqual(['Any day', 'Today', 'Tomorrow', 'Wed 25 Nov']);
    expect(options.at(-1)).toBe('Sun 6 Dec');
    expect(within(screen.getByRole('combobox', { name: 'Time of day' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any time',
      'Morning, before 12:00',
      'Afternoon, 12:00–17:00',
      'Evening, from 17:00',
    ]);

    await user.selectOptions(day, 'Tomorrow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Evening, from 17:00');
    expect(router.state.location.search).toBe('?date=2026-11-24&time_of_day=evening');
    await waitFor(() => expect(lastSearch(fetchMock).get('time_of_day')).toBe('evening'));
    expect(lastSearch(fetchMock).get('date')).toBe('2026-11-24');
    expect(screen.getByRole('button', { name: 'Remove filter: Tomorrow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Evening' })).toBeInTheDocument();
  });

  it('searches today when a part of the day is chosen with no day', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText(/business\(es\)/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Morning, before 12:00');
    expect(router.state.location.search).toBe('?date=2026-11-23&time_of_day=morning');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-11-23');
  });

  it('says whose free times the count is, and shows that day’s times on the cards', async () => {
    const service = makeService({
      id: 'svc-evening',
      name: 'Gel Manicure',
      next_available: [
        { date: '2026-11-24', time: '17:30', off_peak: false, price: 32 },
        { date: '2026-11-24', time: '18:15', off_peak: false, price: 32 },
      ],
    });
    const results = makeSearchResults({ businesses: [makeBusiness({ services: [service] })], total_businesses: 12, total_services: 30 });
    renderPage('/services?date=2026-11-24&time_of_day=evening', results);

    expect(await screen.findByText('12 businesses with free times tomorrow evening')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-11-24');
    expect(screen.getByRole('combobox', { name: 'Time of day' })).toHaveValue('evening');
    expect(screen.getByRole('link', { name: /^Tomorrow 18:15/ })).toHaveAttribute('href', '/booking/svc-evening?date=2026-11-24&time=18:15');
  });

  it('removes the part of the day alone, and the day with its part of the day', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/services?date=2026-12-01&time_of_day=afternoon&price=0-30');
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Afternoon' }));
    expect(router.state.location.search).toBe('?price=0-30&date=2026-12-01');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Tue 1 Dec' }));
    expect(router.state.location.search).toBe('?price=0-30');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Evening, from 17:00');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Today' }));
    expect(router.state.location.search).toBe('?price=0-30');
  });

  it('says when there are no free times that day', async () => {
    renderPage('/services?date=2026-11-23&time_of_day=evening', makeSearchResults({ businesses: [], total_businesses: 0, total_services: 0 }));
    expect(await screen.findByRole('heading', { name: 'No free times this evening' })).toBeInTheDocument();
  });

  it('sorts by the chosen order, leaving Best match out of the address', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage();
    await screen.findByText(/business\(es\)/);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('best');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Best match',
      'Lowest price',
      'Biggest saving',
      'Nearest (add a postcode)',
      'Best rated',
    ]);
    expect(within(sort).getByRole('option', { name: 'Nearest (add a postcode)' })).toBeDisabled();

    await user.selectOptions(sort, 'Biggest saving');
    expect(search(router).get('sort')).toBe('saving');
    await waitFor(() => expect(lastSearch(fetchMock).get('sort')).toBe('saving'));

    await user.selectOptions(sort, 'Best match');
    expect(router.state.location.search).toBe('');
  });

  it('offers Nearest with a postcode, and falls back to Best match when the postcode is removed', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/services?postcode=E8+3PH&sort=distance');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('distance');
    expect(within(sort).getByRole('option', { name: 'Nearest' })).toBeEnabled();

    await user.click(await screen.findByRole('button', { name: 'Remove filter: Near E8 3PH' }));
    expect(router.state.location.search).toBe('');
    expect(sort).toHaveValue('best');
  });

  it('offers any day when the server no longer takes the day chosen', async () => {
    const user = userEvent.setup();
    const message = 'Choose a day from today to 13 days ahead.';
    let refuse = true;
    mockApi({
      'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401),
      'GET /api/services/search': () => (refuse ? jsonResponse({ error: message, fields: { date: message } }, 400) : jsonResponse(makeSearchResults())),
    });
    const { router } = renderWithApp(<ServicesPage />, { route: '/services?date=2026-11-23&time_of_day=evening' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load services: ${message}`);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Search any day' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(/business\(es\)/)).toBeInTheDocument();
  });

  it('asks again each minute while searching today, so times that pass or are taken go', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const { fetchMock } = renderPage('/services?date=2026-11-23');
    await screen.findByText(/with free times today/);
    const searches = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/services/search')).length;
    expect(searches()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(searches()).toBe(2));
  });

  it('keeps the order when every filter is cleared', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/services?date=2026-11-24&sort=price');
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?sort=price');
  });
});
