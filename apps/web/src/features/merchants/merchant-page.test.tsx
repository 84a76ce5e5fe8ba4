import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeMerchant, makeService } from '@/test/catalogue-fixtures';
import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { MerchantPage } from './merchant-page';

const merchantId = '10000000-0000-4000-8000-000000000001';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z')); // Monday
});
afterEach(() => vi.useRealTimers());

const services = [
  makeService({ id: 'svc-gel', name: 'Gel Manicure', category: 'Nails', duration: 45, description: 'Shape and gel colour.' }),
  makeService({ id: 'svc-pedi', name: 'Luxury Pedicure', category: 'Nails', duration: 75 }),
  makeService({ id: 'svc-massage', name: 'Hand Massage', category: 'Massage', price: 20, off_peak_price: null, percent_off: 0 }),
];

function renderMerchant(merchant = jsonResponse(makeMerchant({ specific_policies: 'Cancel 24 hours ahead, please.' }))) {
  const fetchMock = mockApi({
    [`GET /api/merchants/${merchantId}`]: () => merchant,
    'GET /api/services': () => jsonResponse({ services, total: 3, next_offset: null }),
    [`GET /api/merchants/${merchantId}/reviews`]: () =>
      jsonResponse({ items: [], total: 0, page: 1, page_size: 5, summary: { average: null, count: 0, breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) } }),
    'GET /api/services/svc-gel/availability': () =>
      jsonResponse({
        service_id: 'svc-gel',
        days: [
          { date: '2026-11-23', times: ['10:00', '10:30', '16:00'] },
          { date: '2026-11-24', times: ['11:00'] },
        ],
      }),
    'GET /api/services/svc-massage/availability': () => jsonResponse({ service_id: 'svc-massage', days: [] }),
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/merchant/:merchantId" element={<MerchantPage />} />
      <Route path="/services" element={<h1>Services</h1>} />
    </Routes>,
    { route: `/merchant/${merchantId}` },
  );
  return { fetchMock, ...view };
}

describe('business page', () => {
  it('shows the business, honestly unrated, with its info and policy', async () => {
    renderMerchant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lacquer Lane Nail Bar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((await screen.findAllByText('No reviews yet')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '020 7946 0105' })).toHaveAttribute('href', 'tel:+442079460105');
    expect(screen.getByRole('link', { name: /lacquer-lane\.example/ })).toHaveAttribute('href', 'https://lacquer-lane.example/');
    expect(screen.getByText('Cancel 24 hours ahead, please.')).toBeInTheDocument();

    const hours = screen.getByRole('table', { name: 'Opening hours' });
    const row = (day: string) => within(hours).getByRole('rowheader', { name: new RegExp(day) }).closest('tr')!;
    expect(row('Monday')).toHaveTextContent('09:00 – 18:00');
    expect(row('Monday')).toHaveAttribute('aria-current', 'date');
    expect(row('Sunday')).toHaveTextContent('Closed');
    expect(row('Wednesday')).toHaveTextContent('Not listed');
  });

  it('lists the services with duration in hours and minutes, a Details toggle and Book Now', async () => {
    const user = userEvent.setup();
    renderMerchant();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Luxury Pedicure' })).closest('article')!;
    expect(card).toHaveTextContent('1 hr 15 min');
    expect(within(card).getByRole('link', { name: 'Book Now Luxury Pedicure' })).toHaveAttribute('href', '/booking/svc-pedi?from=merchant');

    const gel = screen.getByRole('heading', { level: 3, name: 'Gel Manicure' }).closest('article')!;
    const details = within(gel).getByRole('button', { name: 'Details of Gel Manicure' });
    expect(within(gel).getByText('Shape and gel colour.')).not.toBeVisible();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(gel).getByText('Shape and gel colour.')).toBeVisible();
  });

  it('filters the services by category', async () => {
    const user = userEvent.setup();
    renderMerchant();
    const group = await screen.findByRole('group', { name: 'Filter services by category' });
    await user.click(within(group).getByRole('button', { name: 'Massage' }));
    const section = screen.getByRole('region', { name: 'Services' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hand Massage']);
    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('offers real free times for the chosen service, each linking to the booking page at that time', async () => {
    const user = userEvent.setup();
    renderMerchant();
    const panel = await screen.findByRole('region', { name: 'Available Times' });
    const ten = await within(panel).findByRole('link', { name: /^10:00, Today/ });
    expect(ten).toHaveAttribute('href', '/booking/svc-gel?date=2026-11-23&time=10:00&from=merchant');
    expect(ten).toHaveAccessibleName('10:00, Today, £22.00, off-peak price, book Gel Manicure');
    expect(within(panel).getByRole('link', { name: /^16:00, Today, £32.00, usual price/ })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText('Service'), 'svc-massage');
    expect(await within(panel).findByText(/No free times in the next 7 days/)).toBeInTheDocument();
  });

  it('says an unknown business is not found, with ways on, and stays at its address', async () => {
    const { router } = renderMerchant(jsonResponse({ error: 'Business not found' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/merchant/${merchantId}`);
    expect(screen.getByRole('link', { name: 'Browse treatments' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers Try again when the business could not be loaded', async () => {
    renderMerchant(jsonResponse({ error: 'Something went wrong' }, 500));
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
