import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ReviewsSection } from './reviews-section';

const merchant = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'approved', is_paused: false } as OwnMerchant;
const review = {
  id: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11',
  rating: 4,
  text: 'Lovely shape, a little late starting.',
  author: 'Priya S.',
  service_name: 'Gel Manicure',
  visit_month: '2026-11',
  created_at: '2026-11-20T10:00:00.000Z',
  reply: null,
  merchant_id: merchant.id,
  business_name: 'Fern Nail Studio',
  hidden_at: null,
  hidden_reason: null,
};

describe("the salon's Reviews", () => {
  it('lists reviews and replies once', async () => {
    const user = userEvent.setup();
    let replied = false;
    const fetchMock = mockApi({
      'GET /api/merchant/reviews': () =>
        jsonResponse({ items: [replied ? { ...review, reply: { text: 'Sorry we were late!', replied_at: '2026-11-21T10:00:00.000Z' } } : review], total: 1, page: 1, page_size: 10 }),
      [`POST /api/merchant/reviews/${review.id}/reply`]: () => {
        replied = true;
        return jsonResponse({ ...review, reply: { text: 'Sorry we were late!', replied_at: '2026-11-21T10:00:00.000Z' } });
      },
    });
    renderWithApp(<ReviewsSection merchant={merchant} />);

    const list = await screen.findByRole('list', { name: 'Your reviews, newest first' });
    expect(within(list).getByText('Lovely shape, a little late starting.')).toBeInTheDocument();
    await user.type(within(list).getByLabelText('Reply to Priya S.'), 'Sorry we were late!');
    await user.click(within(list).getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Reply from the salon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/merchant/reviews/${review.id}/reply`).map((call) => call.body)).toEqual([{ text: 'Sorry we were late!' }]);
  });

  it('says when there are none yet', async () => {
    mockApi({ 'GET /api/merchant/reviews': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 10 }) });
    renderWithApp(<ReviewsSection merchant={merchant} />);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
