import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeBusiness, makeSearchResults, makeService } from '@/test/catalogue-fixtures';
import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ServicesPage } from './services-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The search requests the page made, as URLSearchParams. */
function searchRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/services/search'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
}

function renderPage(
  route = '/services',
  handler: (request: { url: string }) => Response = () => jsonResponse(makeSearchResults()),
) {
  const fetchMock = mockApi({ 'GET /api/services/search': handler });
  const view = renderWithApp(<ServicesPage />, { route });
  return { fetchMock, ...view };
}

describe('services page', () => {
  it('shows the count line in the spec’s words and the businesses found', async () => {
    const businesses = [
      makeBusiness({ business_name: 'Lacquer Lane', services: [makeService(), makeService(), makeService()] }),
      makeBusiness({ business_name: 'Bellenden Nails', services: [makeService()] }),
    ];
    renderPage('/services', () => jsonResponse(makeSearchResults({ businesses, total_businesses: 2, total_services: 4 })));

    expect(await screen.findByText('2 business(es) • 4 service(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lacquer Lane' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bellenden Nails' })).toBeInTheDocument();
    expect(screen.getAllByText('New on Lull, no reviews yet')).toHaveLength(2);
  });

  it('says "1,000+" for counts past a thousand, in the count line and under Show more', async () => {
    const businesses = [makeBusiness({ business_name: 'Lacquer Lane' })];
    renderPage('/services?search=massage', () =>
      jsonResponse(
        makeSearchResults({ businesses, total_businesses: 1000, total_businesses_capped: true, total_services: 1000, total_services_capped: true, next_offset: 20 }),
      ),
    );

    expect(await screen.findByText('1,000+ business(es) • 1,000+ service(s) found')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1,000+ businesses')).toBeInTheDocument();
  });

  it('toggles a price chip into the URL and the request, and back out', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage();
    await screen.findByText(/business\(es\)/);

    const chip = screen.getByRole('button', { name: '£30-60' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?price=30-60');
    await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.get('price')).toBe('30-60'));

    await user.click(screen.getByRole('button', { name: '£100+' }));
    expect(new URLSearchParams(router.state.location.search).get('price')).toBe('30-60,100+');

    await user.click(screen.getByRole('button', { name: '£30-60' }));
    await user.click(screen.getByRole('button', { name: '£100+' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.has('price')).toBe(false));
  });

  it('builds category chips from the results and shows the home page’s category as selected', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage('/services?category=Hair', () =>
      jsonResponse(makeSearchResults({ categories: ['Hair', 'Nails', 'Massage'] })),
    );

    const group = await screen.findByRole('group', { name: 'Category' });
    await within(group).findByRole('button', { name: 'Nails' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hair', 'Nails', 'Massage']);
    expect(within(group).getByRole('button', { name: 'Hair' })).toHaveAttribute('aria-pressed', 'true');
    expect(searchRequests(fetchMock)[0]?.get('categories')).toBe('Hair');

    await user.click(within(group).getByRole('button', { name: 'Nails' }));
    expect(new URLSearchParams(router.state.location.search).get('categories')).toBe('Hair,Nails');
    expect(screen.getByRole('button', { name: 'Remove filter: Nails' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter: Hair' }));
    expect(router.state.location.search).toBe('?categories=Nails');
  });

  it('searches on Enter and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage();
    await screen.findByText(/business\(es\)/);

    await user.type(screen.getByRole('searchbox', { name: 'Search treatments or salons' }), '  Gel Nails {Enter}');
    expect(router.state.location.search).toBe('?search=Gel+Nails');
    await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.get('search')).toBe('Gel Nails'));
    expect(screen.getByRole('button', { name: 'Remove filter: “Gel Nails”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveFocus();

    // Back restores the previous URL, and the box follows it.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('reads every filter back from a shared link', async () => {
    const { fetchMock } = renderPage('/services?search=gel&categories=Nails&price=0-30&postcode=E8+3PH&within_miles=3');
    await screen.findByText(/business\(es\)/);
    const request = searchRequests(fetchMock)[0]!;
    expect(Object.fromEntries(request)).toMatchObject({
      search: 'gel',
      categories: 'Nails',
      price: '0-30',
      postcode: 'E8 3PH',
      within_miles: '3',
    });
    expect(screen.getByRole('button', { name: 'Remove filter: Within 3 miles of E8 3PH' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '£0-30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a postcode and a distance from More filters', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText(/business\(es\)/);

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('Postcode'), 'e83ph');
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 3 miles');
    await user.click(screen.getByRole('button', { name: 'Apply distance' }));

    expect(router.state.location.search).toBe('?postcode=E8+3PH&within_miles=3');
  });

  it('refuses something that is not a postcode before asking the server', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText(/business\(es\)/);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('Postcode'), 'London');
    await user.click(screen.getByRole('button', { name: 'Apply distance' }));
    expect(screen.getByText('Enter a UK postcode, like E8 3PH.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s message for an unknown postcode', async () => {
    renderPage('/services?postcode=ZZ9+9ZZ', () =>
      jsonResponse({ error: "We couldn't find that postcode. Check it and try again." }, 400),
    );
    expect(
      await screen.findByText("Failed to load services: We couldn't find that postcode. Check it and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove postcode' })).toBeInTheDocument();
  });

  it('says ‘No services found’ and clears every filter', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/services?search=unicorn&price=100%2B', () =>
      jsonResponse(makeSearchResults({ businesses: [], total_businesses: 0, total_services: 0, categories: [] })),
    );
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows a load failure with the error', async () => {
    renderPage('/services', () => jsonResponse({ error: 'Database unavailable' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services: Database unavailable');
  });

  it('loads the next page with Show more and appends it', async () => {
    const user = userEvent.setup();
    const first = makeSearchResults({
      businesses: [makeBusiness({ business_name: 'First Salon' })],
      total_businesses: 2,
      total_services: 2,
      next_offset: 1,
    });
    const second = makeSearchResults({
      businesses: [makeBusiness({ business_name: 'Second Salon' })],
      total_businesses: 2,
      total_services: 2,
      next_offset: null,
    });
    const { fetchMock } = renderPage('/services', ({ url }: { url: string }) =>
      jsonResponse(new URLSearchParams(url.split('?')[1]).get('offset') === '1' ? second : first),
    );

    await screen.findByRole('heading', { name: 'First Salon' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Second Salon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First Salon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(searchRequests(fetchMock).map((request) => request.get('offset'))).toEqual(['0', '1']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Second Salon' })).toHaveFocus());
  });
});
