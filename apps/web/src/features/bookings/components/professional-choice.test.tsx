import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { DateTimeStep } from './date-time-step';

const TODAY = '2026-11-23'; // a Monday
const service = makeService({ price: 32, off_peak_price: 22 });
const MAYA = { id: '30000000-0000-4000-8000-000000000001', display_name: 'Maya' };
const SAM = { id: '30000000-0000-4000-8000-000000000002', display_name: 'Sam' };

/** Anyone is free at 09:30 and 10:00; Sam only at 10:00, and tomorrow at 16:00. */
function api(team: { id: string; display_name: string }[]) {
  return mockApi({
    [`GET /api/services/${service.id}/availability`]: ({ url }) => {
      const sam = new URL(url, 'http://lull.test').searchParams.get('team_member_id') === SAM.id;
      return jsonResponse({
        service_id: service.id,
        days: sam ? [{ date: TODAY, times: ['10:00'] }, { date: '2026-11-24', times: ['16:00'] }] : [{ date: TODAY, times: ['09:30', '10:00'] }],
        team_members: team,
      });
    },
    'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
    [`GET /api/merchants/${service.merchant_id}/policy`]: () => jsonResponse({ error: 'No policy' }, 404),
    'POST /api/bookings': () => jsonResponse({ id: 'b1' }, 201),
  });
}

function renderStep(route = '/') {
  const onBooked = vi.fn();
  const rendered = renderWithApp(
    <DateTimeStep onBooked={onBooked} onResume={vi.fn()} service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} today={TODAY} />,
    { route },
  );
  return { ...rendered, onBooked };
}

const freeTimes = () => within(screen.getByRole('list', { name: 'Free times, Today' })).getAllByRole('button').map((button) => button.textContent?.slice(0, 5));

afterEach(() => vi.unstubAllGlobals());

describe('choosing who does the treatment (decision 050)', () => {
  it('offers Any professional first and chosen, then each member by name', async () => {
    api([MAYA, SAM]);
    renderStep();
    const group = await screen.findByRole('group', { name: 'Choose a professional' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(['Any professional', 'Maya', 'Sam']);
    expect(screen.getByRole('radio', { name: 'Any professional' })).toBeChecked();
    expect(screen.queryByText(/^With /)).not.toBeInTheDocument();
  });

  it('asks for the chosen member’s times, shows only theirs, keeps them in the address and holds with them', async () => {
    const user = userEvent.setup();
    const fetchMock = api([MAYA, SAM]);
    const { router, onBooked } = renderStep();
    await screen.findByRole('list', { name: 'Free times, Today' });
    expect(freeTimes()).toEqual(['09:30', '10:00']);

    await user.click(screen.getByRole('radio', { name: 'Sam' }));
    expect(screen.getByRole('radio', { name: 'Sam' })).toBeChecked();
    await waitFor(() => expect(freeTimes()).toEqual(['10:00']));
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/availability'));
    expect(asked.some((url) => new URL(url, 'http://lull.test').searchParams.get('team_member_id') === SAM.id)).toBe(true);
    expect(router.state.location.search).toBe(`?member=${SAM.id}`);

    await user.click(screen.getByRole('button', { name: '10:00, £22.00, off-peak price' }));
    await user.click(screen.getByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/bookings')[0]?.body).toMatchObject({ booking_time: '10:00', team_member_id: SAM.id });
  });

  it('sends no member for Any professional, and goes back to everyone’s times', async () => {
    const user = userEvent.setup();
    const fetchMock = api([MAYA, SAM]);
    const { router, onBooked } = renderStep(`/?member=${SAM.id}`);
    expect(await screen.findByRole('radio', { name: 'Sam' })).toBeChecked();
    await waitFor(() => expect(freeTimes()).toEqual(['10:00']));

    await user.click(screen.getByRole('radio', { name: 'Any professional' }));
    await waitFor(() => expect(freeTimes()).toEqual(['09:30', '10:00']));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: '09:30, £32.00, usual price' }));
    await user.click(screen.getByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/bookings')[0]?.body).not.toHaveProperty('team_member_id');
  });

  it('names the one performer instead of offering a choice', async () => {
    api([MAYA]);
    renderStep();
    expect(await screen.findByText('With Maya')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('treats a member no longer offered (an old link) as Any professional', async () => {
    const fetchMock = api([MAYA, SAM]);
    renderStep('/?member=30000000-0000-4000-8000-000000000009');
    expect(await screen.findByRole('radio', { name: 'Any professional' })).toBeChecked();
    expect(freeTimes()).toEqual(['09:30', '10:00']);
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('team_member_id'))).toEqual([]);
  });
});
