import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { FavouriteHeart } from './favourite-heart';

const SALON = '11111111-1111-4111-8111-111111111111';

function renderHeart(signedIn: boolean, onSignInNeeded = vi.fn()) {
  renderWithApp(<FavouriteHeart merchantId={SALON} businessName="Calm Nails" signedIn={signedIn} onSignInNeeded={onSignInNeeded} />);
  return onSignInNeeded;
}

describe('FavouriteHeart', () => {
  it('shows a saved business as pressed and removes it at once on a tap', async () => {
    let saved = [SALON];
    const fetchMock = mockApi({
      'GET /api/favourites/ids': () => jsonResponse({ merchant_ids: saved }),
      [`DELETE /api/favourites/${SALON}`]: () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    renderHeart(true);
    const heart = await screen.findByRole('button', { name: 'Remove Calm Nails from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Save Calm Nails to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(fetchMock, 'DELETE', `/api/favourites/${SALON}`)).toHaveLength(1);
  });

  it('fills at once while saving, and goes back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /api/favourites/ids': () => jsonResponse({ merchant_ids: [] }),
      [`PUT /api/favourites/${SALON}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderHeart(true);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/favourites/ids')).toHaveLength(1));
    const heart = await screen.findByRole('button', { name: 'Save Calm Nails to favourites' });

    await userEvent.click(heart);
    // Optimistic: pressed before the server has answered.
    expect(await screen.findByRole('button', { name: 'Remove Calm Nails from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'PUT', `/api/favourites/${SALON}`)).toHaveLength(1);

    answer(jsonResponse({ error: 'Something went wrong' }, 500));
    expect(await screen.findByRole('button', { name: 'Save Calm Nails to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to sign in instead of saving', async () => {
    const fetchMock = mockApi({});
    const onSignInNeeded = renderHeart(false);
    const heart = screen.getByRole('button', { name: 'Save Calm Nails to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(onSignInNeeded).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'PUT', `/api/favourites/${SALON}`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/favourites/ids')).toHaveLength(0);
  });
});
