import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { OffPeakSettingsResponse } from '@lull/domain/contracts/off-peak';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { OffPeakSection } from './off-peak-section';

const merchant = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'approved', is_paused: false } as OwnMerchant;
const THREADING = '6f1c1d4e-8a1b-4c2d-9e3f-0a1b2c3d4e5f';
const path = `/api/off-peak-schedules/${merchant.id}`;

const empty: OffPeakSettingsResponse = {
  merchant_id: merchant.id,
  schedules: [],
  affected_services: [],
  pricing_mode: 'percentage',
  service_specific_prices: {},
  services: [{ id: THREADING, name: 'Brow Threading', price: 25, off_peak_price: 18, listed: true }],
  is_paused: false,
  overlaps: [],
};

describe('the off-peak hours manager', () => {
  it('applies a template, adds a custom Monday 09:00–17:00 slot, previews the price and saves it all', async () => {
    const api = mockApi({
      [`GET ${path}`]: () => jsonResponse(empty),
      [`POST ${path}`]: ({ body }) => jsonResponse({ ...empty, ...(body as object), schedules: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<OffPeakSection merchant={merchant} />);

    await user.click(await screen.findByRole('button', { name: /^Apply Weekend Special/ }));
    expect(screen.getByRole('listitem', { name: 'Saturday 09:00–18:00' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sunday 09:00–18:00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add custom slot' }));
    const custom = screen.getByRole('listitem', { name: 'Monday 09:00–17:00' });
    expect(within(custom).getByLabelText('Discount (%)')).toHaveValue(20);
    await user.clear(within(custom).getByLabelText('Discount (%)'));
    await user.type(within(custom).getByLabelText('Discount (%)'), '40');

    await user.click(screen.getByRole('checkbox', { name: /Brow Threading/ }));
    // 40 % off £25 at best: £15, £20 with the booking fee.
    expect(screen.getByRole('region', { name: 'What customers pay' })).toHaveTextContent('£15.00 off-peak (40% off at best) · £20.00 with the booking fee');

    await user.click(screen.getByRole('button', { name: 'Save off-peak hours' }));
    await waitFor(() => expect(callsTo(api, 'POST', path)).toHaveLength(1));
    expect(callsTo(api, 'POST', path)[0]!.body).toEqual({
      schedules: [
        { day_of_week: 6, start_time: '09:00', end_time: '18:00', discount_percentage: 20, is_active: true },
        { day_of_week: 0, start_time: '09:00', end_time: '18:00', discount_percentage: 20, is_active: true },
        { day_of_week: 1, start_time: '09:00', end_time: '17:00', discount_percentage: 40, is_active: true },
      ],
      affected_services: [THREADING],
      pricing_mode: 'percentage',
    });
    expect(await screen.findByText(/Off-peak hours saved/)).toBeInTheDocument();
    // What off-peak did is reported by the rules, so the figures are asked for again.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/merchant/off-peak-impact')).toHaveLength(2));
  });

  it('checks with the shared rules before sending, and says the spec’s words when the server refuses', async () => {
    const api = mockApi({
      [`GET ${path}`]: () => jsonResponse(empty),
      [`POST ${path}`]: () => jsonResponse({ error: 'Something broke' }, 500),
    });
    const user = userEvent.setup();
    renderWithApp(<OffPeakSection merchant={merchant} />);
    await user.click(await screen.findByRole('button', { name: 'Add custom slot' }));
    await user.selectOptions(screen.getByLabelText('End'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save off-peak hours' }));
    // The form's own alert: the figures below it have their own (decision 057).
    const form = screen.getByRole('form', { name: 'Off-peak hours' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Failed to save off-peak schedules: The end time must be after the start time.');
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end time must be after the start time.');
    expect(callsTo(api, 'POST', path)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('End'), '17:00');
    await user.click(screen.getByRole('button', { name: 'Save off-peak hours' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save off-peak schedules');
  });

  it('says, before and after saving, which discount applies where two slots overlap', async () => {
    const overlap = {
      day_of_week: 2,
      start_time: '10:00',
      end_time: '11:00',
      schedule_ids: [],
      applied_percentage: 50,
      message: 'Tuesday 10:00–11:00 is in two of your slots (20% and 50% off): a booking starting then gets 50% off, the biggest discount.',
    };
    const api = mockApi({
      [`GET ${path}`]: () => jsonResponse(empty),
      [`POST ${path}`]: () => jsonResponse({ ...empty, overlaps: [overlap] }),
    });
    const user = userEvent.setup();
    renderWithApp(<OffPeakSection merchant={merchant} />);
    const addTuesday = async (start: string, end: string, discount: string) => {
      await user.click(await screen.findByRole('button', { name: 'Add custom slot' }));
      const added = screen.getByRole('listitem', { name: 'Monday 09:00–17:00' });
      await user.selectOptions(within(added).getByLabelText('Day'), '2');
      await user.selectOptions(within(added).getByLabelText('Start'), start);
      await user.selectOptions(within(added).getByLabelText('End'), end);
      await user.clear(within(added).getByLabelText('Discount (%)'));
      await user.type(within(added).getByLabelText('Discount (%)'), discount);
    };
    await addTuesday('09:00', '11:00', '20');
    expect(screen.queryByRole('region', { name: 'Some of your slots overlap' })).toBeNull();
    await addTuesday('10:00', '12:00', '50');

    const notice = screen.getByRole('region', { name: 'Some of your slots overlap' });
    expect(notice).toHaveTextContent(overlap.message);
    expect(screen.getByRole('listitem', { name: 'Tuesday 09:00–11:00' })).toHaveTextContent('Overlaps another slot 10:00–11:00: 50% off applies there, the biggest discount.');
    expect(screen.getByRole('listitem', { name: 'Tuesday 10:00–12:00' })).toHaveTextContent('Overlaps another slot 10:00–11:00: 50% off applies there, the biggest discount.');

    await user.click(screen.getByRole('button', { name: 'Save off-peak hours' }));
    await waitFor(() => expect(callsTo(api, 'POST', path)).toHaveLength(1));
    expect(await screen.findByText('Off-peak hours saved. Customers see the new prices now; where slots overlap, the biggest discount applies.')).toBeInTheDocument();
  });

  it('shows a paused business its hours, read-only, and why', async () => {
    mockApi({ [`GET ${path}`]: () => jsonResponse({ ...empty, is_paused: true, schedules: [{ id: THREADING, day_of_week: 1, start_time: '09:00', end_time: '11:00', discount_percentage: 25, is_active: true }] }) });
    renderWithApp(<OffPeakSection merchant={{ ...merchant, is_paused: true }} />);
    expect(await screen.findByText(/Business Paused/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Discount (%)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add custom slot' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save off-peak hours' })).toBeNull();
  });
});
