import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WaitlistTimes } from '@/components/waitlist/waitlist-times';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { makeBooking } from '../test-bookings';
import { MyWaitlists } from './my-waitlists';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

const SERVICE = '11111111-1111-4111-8111-111111111111';
const entry = {
  id: '22222222-2222-4222-8222-222222222222',
  service_id: SERVICE,
  merchant_id: '33333333-3333-4333-8333-333333333333',
  service_name: 'Gel nails',
  merchant_business_name: 'Quiet Polish',
  booking_date: '2026-11-26',
  booking_time: '10:00',
  duration: 60,
  created_at: '2026-11-21T12:00:00Z',
  notified_at: null,
};

describe('WaitlistTimes', () => {
  it('never offers the customer a waitlist for their own hold or booking, nor a start overlapping it (booking and business pages)', async () => {
    const own = (time: string, status: 'pending' | 'confirmed' | 'expired', expiresInMs: number | null) =>
      makeBooking({
        service_id: SERVICE,
        booking_date: '2026-11-26',
        booking_time: time,
        duration: 60,
        status,
        hold_expires_at: expiresInMs === null ? null : new Date(Date.now() + expiresInMs).toISOString(),
      });
    mockApi({
      [`GET /api/services/${SERVICE}/taken-times`]: () =>
        jsonResponse({ service_id: SERVICE, days: [{ date: '2026-11-26', times: ['09:30', '10:00', '10:30', '12:00', '14:00', '16:00'] }] }),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      // A live hold at 10:00 (09:30 and 10:30 overlap it), a paid booking at 14:00, a lapsed hold at 16:00 (someone else's now).
      'GET /api/bookings/me': () => jsonResponse([own('10:00', 'pending', 4 * 60_000), own('14:00', 'confirmed', null), own('16:00', 'pending', -1000)]),
    });
    renderWithApp(<WaitlistTimes serviceId={SERVICE} today="2026-11-25" maxPerDay={8} signedIn onSignInNeeded={vi.fn()} />);
    await screen.findByRole('list', { name: 'Taken times, Tomorrow' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Taken times, Tomorrow' })).getAllByRole('button').map((button) => button.textContent?.slice(0, 5))).toEqual([
        '12:00',
        '16:00',
      ]),
    );
  });

  it('shows taken times greyed with Join waitlist, joins one, and marks the one already joined', async () => {
    let joined: unknown[] = [];
    const fetchMock = mockApi({
      [`GET /api/services/${SERVICE}/taken-times`]: () => jsonResponse({ service_id: SERVICE, days: [{ date: '2026-11-26', times: ['10:00', '11:00'] }] }),
      'GET /api/waitlist/mine': () => jsonResponse(joined),
      'POST /api/waitlist': () => {
        joined = [entry];
        return jsonResponse(entry, 201);
      },
    });
    renderWithApp(<WaitlistTimes serviceId={SERVICE} today="2026-11-24" date="2026-11-26" signedIn onSignInNeeded={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Taken times, Thursday 26 Nov' });
    await userEvent.click(within(list).getByRole('button', { name: '10:00, Thursday 26 Nov: taken. Join the waitlist' }));
    expect(callsTo(fetchMock, 'POST', '/api/waitlist').map((call) => call.body)).toEqual([{ service_id: SERVICE, booking_date: '2026-11-26', booking_time: '10:00' }]);
    expect(await within(list).findByRole('button', { name: '10:00, Thursday 26 Nov: taken, you are on its waitlist' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith("You're on the waitlist. We'll tell you if this time frees up.");
  });

  it('asks a visitor to sign in instead of joining', async () => {
    const fetchMock = mockApi({
      [`GET /api/services/${SERVICE}/taken-times`]: () => jsonResponse({ service_id: SERVICE, days: [{ date: '2026-11-26', times: ['10:00'] }] }),
    });
    const onSignInNeeded = vi.fn();
    renderWithApp(<WaitlistTimes serviceId={SERVICE} today="2026-11-24" signedIn={false} onSignInNeeded={onSignInNeeded} />);
    await userEvent.click(await screen.findByRole('button', { name: '10:00, Thursday 26 Nov: taken. Join the waitlist' }));
    expect(onSignInNeeded).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST', '/api/waitlist')).toEqual([]);
    expect(callsTo(fetchMock, 'GET', '/api/waitlist/mine')).toEqual([]);
  });
});

describe('MyWaitlists', () => {
  it('lists the customer’s waitlists and leaves one', async () => {
    let entries: unknown[] = [entry, { ...entry, id: '44444444-4444-4444-8444-444444444444', booking_time: '11:00', notified_at: '2026-11-21T13:00:00Z' }];
    const fetchMock = mockApi({
      'GET /api/waitlist/mine': () => jsonResponse(entries),
      [`DELETE /api/waitlist/${entry.id}`]: () => {
        entries = entries.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<MyWaitlists />);
    const section = await screen.findByRole('region', { name: 'Your waitlists' });
    expect(await within(section).findByText('Waiting for this time to free up.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/booking/${SERVICE}?date=2026-11-26&time=11:00`);
    await userEvent.click(within(section).getByRole('button', { name: /^Leave the waitlist for Gel nails, .*10:00$/ }));
    expect(callsTo(fetchMock, 'DELETE', `/api/waitlist/${entry.id}`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('You have left the waitlist.');
    expect(await within(section).findAllByRole('button', { name: /^Leave/ })).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/waitlist/mine': () => jsonResponse([]) });
    renderWithApp(<MyWaitlists />);
    expect(await screen.findByText(/You are not waiting for any times/)).toBeInTheDocument();
  });
});
