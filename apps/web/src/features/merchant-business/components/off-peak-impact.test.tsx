import type { ImpactFigures, OffPeakImpact } from '@lull/domain/contracts/off-peak-impact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { OFF_PEAK_IMPACT_EMPTY, OffPeakImpactPanel } from './off-peak-impact';

const path = '/api/merchant/off-peak-impact';
const figures = (bookings: number, revenue: number, discount: number, booked: number, working: number, utilisation: number): ImpactFigures => ({
  bookings,
  revenue,
  discount,
  booked_minutes: booked,
  working_minutes: working,
  utilisation_percent: utilisation,
});
const weeks = (f: ImpactFigures) => [{ week_start: '2026-03-23', from: '2026-03-23', to: '2026-03-29', ...f }];

const answer: OffPeakImpact = {
  merchant_id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  from: '2026-03-23',
  to: '2026-03-29',
  rules: [
    {
      key: 'a3f0c1d2-0000-4000-8000-000000000001',
      schedule_id: 'a3f0c1d2-0000-4000-8000-000000000001',
      label: 'Monday 10:00–14:00',
      discount_percentage: 30,
      totals: figures(2, 56, 24, 90, 360, 25),
      weeks: weeks(figures(2, 56, 24, 90, 360, 25)),
    },
    { key: 'other', schedule_id: null, label: 'Hours no longer in your rules', discount_percentage: null, totals: figures(1, 30, 10, 0, 0, 0), weeks: weeks(figures(1, 30, 10, 0, 0, 0)) },
  ],
  weeks: weeks(figures(3, 86, 34, 90, 360, 25)),
  totals: figures(3, 86, 34, 90, 360, 25),
};

describe('What off-peak did for you', () => {
  it('shows the totals and each rule with what it brought in, utilisation with the hours behind it', async () => {
    mockApi({ [`GET ${path}`]: () => jsonResponse(answer) });
    renderWithApp(<OffPeakImpactPanel />);
    const totals = await screen.findByRole('list', { name: 'Off-peak figures for the period' });
    await waitFor(() => expect(totals).toHaveTextContent('Off-peak bookings3'));
    expect(totals).toHaveTextContent('Revenue after discount£86.00');
    expect(totals).toHaveTextContent('Discount given£34.00');
    expect(totals).toHaveTextContent('Quiet time filled25%1.5 h booked of 6 h worked in off-peak hours');
    const table = screen.getByRole('table', { name: 'Your off-peak rules and what each brought in' });
    const [, monday, other] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) => within(row!).getAllByRole('cell').map((cell) => cell.lastChild!.textContent);
    expect(cells(monday)).toEqual(['Monday 10:00–14:0030% off', '2', '£56.00', '£24.00', '25% (1.5 h of 6 h)']);
    // Hours no rule has now: no working time to fill, so no utilisation.
    expect(cells(other)).toEqual(['Hours no longer in your rulesRules you have since changed', '1', '£30.00', '£10.00', '–']);
  });

  it('says when nothing was booked, and asks for the period the salon chooses', async () => {
    const api = mockApi({ [`GET ${path}`]: () => jsonResponse({ ...answer, rules: [], weeks: weeks(figures(0, 0, 0, 0, 360, 0)), totals: figures(0, 0, 0, 0, 360, 0) }) });
    const user = userEvent.setup();
    renderWithApp(<OffPeakImpactPanel />);
    expect(await screen.findByText(OFF_PEAK_IMPACT_EMPTY)).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-30');
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    // After the end: refused before asking, in the shared rule's words.
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-04-05');
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    await waitFor(() => expect(api.mock.calls.map(([url]) => String(url))).toContain(`${path}?from=2026-03-30&to=2026-04-05`));
    expect(callsTo(api, 'GET', path)[0]).toBeDefined();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({ [`GET ${path}`]: () => (++calls === 1 ? jsonResponse({ error: 'Something broke' }, 500) : jsonResponse(answer)) });
    const user = userEvent.setup();
    renderWithApp(<OffPeakImpactPanel />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your off-peak rules and what each brought in' })).toBeInTheDocument();
  });
});
