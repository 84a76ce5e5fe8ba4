import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '../../test/catalogue-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '../../test/render';
import { DateTimeStep } from './components/date-time-step';

const TODAY = '2026-11-23'; // a Monday
const service = makeService({ price: 32, off_peak_price: 22 });

function api(policy: string | null, bookingResponse = () => jsonResponse({ id: 'b1' }, 201)) {
  return mockApi({
    [`GET /api/services/${service.id}/availability`]: () =>
      jsonResponse({ service_id: service.id, days: [{ date: TODAY, times: ['09:30', '10:00'] }, { date: '2026-11-24', times: ['16:00'] }] }),
    'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
    [`GET /api/merchants/${service.merchant_id}/policy`]: () =>
      policy === null ? jsonResponse({ error: 'No policy' }, 404) : jsonResponse({ policy_content: policy }),
    'POST /api/bookings': bookingResponse,
  });
}

function renderForm(initialTime: string | null = null) {
  const onBooked = vi.fn();
  const rendered = renderWithApp(
    <DateTimeStep onBooked={onBooked} service={service} initialDate={initialTime ? TODAY : null} initialTime={initialTime} backTo={{ to: '/services', label: 'Back to Services' }} today={TODAY} />,
  );
  return { ...rendered, onBooked };
}

afterEach(() => vi.unstubAllGlobals());

describe('the booking page, step 1', () => {
  it('enables Book Now only with a time and the terms agreed (through the modal), then books the chosen time', async () => {
    const user = userEvent.setup();
    const fetchMock = api(null);
    const { onBooked } = renderForm();
    const bookNow = screen.getByRole('button', { name: 'Book Now' });

    expect(await screen.findByRole('list', { name: 'Free times, Today' })).toBeInTheDocument();
    expect(bookNow).toBeDisabled();
    expect(screen.getByText('Choose a time to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10:00, £22.00, off-peak price' }));
    expect(screen.getByText('−£10.00')).toBeInTheDocument();
    expect(screen.getByText('£27.00')).toBeInTheDocument();
    expect(bookNow).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Read the booking terms' }));
    expect(await screen.findByText('Be on time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(screen.getByRole('checkbox', { name: /booking terms/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /booking policy/ })).not.toBeInTheDocument();
    expect(bookNow).toBeEnabled();

    await user.click(bookNow);
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith({ id: 'b1' }));
    expect(callsTo(fetchMock, 'POST', '/api/bookings')[0]?.body).toEqual({
      service_id: service.id,
      booking_date: TODAY,
      booking_time: '10:00',
      agreed_to_terms: true,
    });
  });

  it('also needs the business’s policy agreed when it has one, and pre-fills the time from the link', async () => {
    const user = userEvent.setup();
    api('No refunds on the day.');
    renderForm('09:30');
    const bookNow = screen.getByRole('button', { name: 'Book Now' });

    expect(await screen.findByRole('button', { name: '09:30, £32.00, usual price', pressed: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
    const policy = await screen.findByRole('checkbox', { name: /booking policy/ });
    expect(bookNow).toBeDisabled();
    expect(screen.getByText(/agree to the merchant’s booking policy/)).toBeInTheDocument();
    await user.click(policy);
    expect(bookNow).toBeEnabled();
  });

  it('shows the server’s message when the time was just taken, and asks for a new time', async () => {
    const user = userEvent.setup();
    // As the server says it: the message, and the field it is about.
    const fetchMock = api(null, () => jsonResponse({ error: 'Sorry, that time was just booked.', fields: { booking_time: 'Sorry, that time was just booked.' } }, 409));
    renderForm('10:00');
    await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that time was just booked.');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `/api/services/${service.id}/availability`)).toHaveLength(2));
  });

  it('says ‘Booking failed. Please try again.’ when the server gave no reason', async () => {
    const user = userEvent.setup();
    api(null, () => new Response('oops', { status: 500 }));
    renderForm('10:00');
    await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking failed. Please try again.');
  });
});
