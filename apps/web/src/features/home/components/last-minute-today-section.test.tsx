import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { lastMinuteTodayUrl } from '../api/get-last-minute-today';
import { LastMinuteTodaySection } from './last-minute-today-section';

// Monday 23 November 2026, 16:05 in London (GMT).
function at(instant: string, toFake: ('Date' | 'setInterval')[] = ['Date']) {
  vi.useFakeTimers({ toFake });
  vi.setSystemTime(new Date(instant));
}
afterEach(() => vi.useRealTimers());

const signedOut = { 'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401) };

const blowDry = makeService({
  id: 'svc-blow-dry',
  name: 'Blow Dry',
  merchant_business_name: 'Hackney Hair Rooms',
  price: 30,
  off_peak_price: 21,
  next_available: [
    { date: '2026-11-23', time: '16:30', off_peak: true, price: 21 },
    { date: '2026-11-23', time: '18:00', off_peak: false, price: 30 },
  ],
});
const massage = makeService({
  id: 'svc-massage',
  name: 'Back Massage',
  merchant_business_name: 'Still Waters Spa',
  next_available: [{ date: '2026-11-23', time: '16:00', off_peak: true, price: 40 }],
});
const list = (services = [blowDry, massage]) => jsonResponse({ services });

describe('Last-minute today', () => {
  it('asks for today’s cheapest times near central London and shows only the times still ahead, each booking it', async () => {
    at('2026-11-23T16:05:00Z');
    const fetchMock = mockApi({ ...signedOut, 'GET /api/services/last-minute': () => list() });
    renderWithApp(<LastMinuteTodaySection />);

    expect(screen.getByRole('status', { name: 'Loading today’s last-minute times' })).toBeInTheDocument();
    const row = await screen.findByRole('list', { name: 'Times still free today' });
    // Without a position the server looks near central London.
    expect(callsTo(fetchMock, 'GET', '/api/services/last-minute')).toHaveLength(1);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/services/last-minute'))?.[0])).toBe('/api/services/last-minute');
    expect(lastMinuteTodayUrl({ lat: 51.55, lng: -0.07 })).toBe('/api/services/last-minute?lat=51.55&lng=-0.07');

    expect(screen.getByRole('heading', { level: 2, name: 'Last-minute today' })).toBeInTheDocument();
    const card = within(row).getByRole('heading', { level: 3, name: 'Blow Dry' }).closest('article')!;
    expect(within(card).getByText('Hackney Hair Rooms')).toBeInTheDocument();
    expect(within(card).getByText('Free today')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Today 16:30, £21.00/ })).toHaveAttribute(
      'href',
      '/booking/svc-blow-dry?date=2026-11-23&time=16:30',
    );
    expect(within(card).getByRole('link', { name: /^Today 18:00, £30.00/ })).toBeInTheDocument();
    // Its only time went by a few minutes ago.
    expect(within(row).queryByRole('heading', { name: 'Back Massage' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All of today’s times' })).toHaveAttribute('href', '/services?date=2026-11-23');
  });

  it('asks again every minute, so a time taken since goes', async () => {
    at('2026-11-23T16:05:00Z', ['Date', 'setInterval']);
    let answer = list([blowDry]);
    const fetchMock = mockApi({ ...signedOut, 'GET /api/services/last-minute': () => answer });
    renderWithApp(<LastMinuteTodaySection />);
    expect(await screen.findByRole('link', { name: /^Today 16:30/ })).toBeInTheDocument();

    answer = list([{ ...blowDry, next_available: blowDry.next_available.slice(1) }]);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(callsTo(fetchMock, 'GET', '/api/services/last-minute')).toHaveLength(2);
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /^Today 16:30/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Today 18:00/ })).toBeInTheDocument();
  });

  it('points to tomorrow’s times when nothing is left today', async () => {
    at('2026-11-23T16:05:00Z');
    mockApi({ ...signedOut, 'GET /api/services/last-minute': () => list([massage]) });
    renderWithApp(<LastMinuteTodaySection />);
    expect(await screen.findByText('Nothing left today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See tomorrow’s times' })).toHaveAttribute('href', '/services?date=2026-11-24');
    expect(screen.queryByRole('list', { name: 'Times still free today' })).not.toBeInTheDocument();
  });

  it('says when it could not load, and tries again', async () => {
    at('2026-11-23T16:05:00Z');
    let failing = true;
    mockApi({ ...signedOut, 'GET /api/services/last-minute': () => (failing ? jsonResponse({ error: 'Down for maintenance' }, 503) : list()) });
    const user = userEvent.setup();
    renderWithApp(<LastMinuteTodaySection />);

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We couldn’t load today’s last-minute times.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Blow Dry' })).toBeInTheDocument();
  });
});
