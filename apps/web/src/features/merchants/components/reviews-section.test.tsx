import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ReviewsSection } from './reviews-section';

const merchantId = '10000000-0000-4000-8000-000000000001';
const summary = {
  average: 4.3,
  count: 6,
  breakdown: [
    { stars: 5, count: 3 },
    { stars: 4, count: 2 },
    { stars: 3, count: 0 },
    { stars: 2, count: 1 },
    { stars: 1, count: 0 },
  ],
};
const review = (n: number, extra: object = {}) => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  rating: 5,
  text: `Review ${n}`,
  author: 'Priya S.',
  service_name: 'Gel Manicure',
  visit_month: '2026-03',
  created_at: '2026-03-20T10:00:00.000Z',
  reply: null,
  ...extra,
});

describe('the business page reviews', () => {
  it('shows the average, the breakdown, each review with its treatment, month and reply, as text, a page at a time', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET /api/merchants/${merchantId}/reviews`]: ({ url }) =>
        url.includes('page=2')
          ? jsonResponse({ items: [review(6)], total: 6, page: 2, page_size: 5, summary })
          : jsonResponse({
              items: [review(1, { text: '<b>Great</b> nails', reply: { text: 'Thank you, Priya!', replied_at: '2026-03-21T10:00:00.000Z' } }), review(2), review(3), review(4), review(5)],
              total: 6,
              page: 1,
              page_size: 5,
              summary,
            }),
    });
    renderWithApp(<ReviewsSection merchantId={merchantId} />);

    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('6 verified reviews')).toBeInTheDocument();
    const breakdown = screen.getByRole('table', { name: 'Reviews by number of stars' });
    expect(within(breakdown).getByRole('rowheader', { name: '5 stars' }).closest('tr')).toHaveTextContent('3');
    const list = screen.getByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // What a customer typed is shown as text, never as markup.
    expect(within(list).getByText('<b>Great</b> nails')).toBeInTheDocument();
    expect(within(list).getAllByText('Gel Manicure · visited March 2026')).toHaveLength(5);
    expect(within(list).getByText('Thank you, Priya!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Review 6')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=2&page_size=5'))).toBe(true);
  });
});
