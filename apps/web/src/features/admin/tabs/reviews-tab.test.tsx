import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ReviewsTab } from './reviews-tab';

const review = {
  id: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11',
  rating: 1,
  text: 'Rude remarks about a named stylist',
  author: 'Sam T.',
  service_name: 'Gel Manicure',
  visit_month: '2026-11',
  created_at: '2026-11-20T10:00:00.000Z',
  reply: null,
  merchant_id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  business_name: 'Fern Nail Studio',
  hidden_at: null,
  hidden_reason: null,
};

describe("the admin's Reviews", () => {
  it('hides a review with a reason', async () => {
    const user = userEvent.setup();
    let hidden = false;
    const fetchMock = mockApi({
      'GET /api/admin/reviews': () =>
        jsonResponse({ items: [hidden ? { ...review, hidden_at: '2026-11-24T10:00:00.000Z', hidden_reason: 'Personal remarks' } : review], total: 1, page: 1, page_size: 10 }),
      [`POST /api/admin/reviews/${review.id}/hide`]: () => {
        hidden = true;
        return jsonResponse({ ...review, hidden_at: '2026-11-24T10:00:00.000Z', hidden_reason: 'Personal remarks' });
      },
    });
    renderWithApp(<ReviewsTab />);

    await user.click(await screen.findByRole('button', { name: /^Hide/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Personal remarks');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    expect(await screen.findByText('Hidden: Personal remarks')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/admin/reviews/${review.id}/hide`).map((call) => call.body)).toEqual([{ reason: 'Personal remarks' }]);
  });
});
