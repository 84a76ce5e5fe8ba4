import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { BookingPage } from './booking-page';
import { DateTimeStep } from './components/date-time-step';
import { makeBooking } from './test-bookings';

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
    <DateTimeStep onBooked={onBooked} onResume={vi.fn()} service={service} initialDate={initialTime ? TODAY : null} initialTime={initialTime} backTo={{ to: '/services', label: 'Back to Services' }} today={TODAY} />,
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
    // The appointment in Lull's one date format, as its mails will write it (decision 037).
    expect(within(screen.getByRole('complementary', { name: 'Your booking' })).getByText('Mon 23 Nov 2026 at 10:00')).toBeInTheDocument();
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

  it('shows the customer’s own time on hold as theirs to continue with, never as taken with a waitlist', async () => {
    const user = userEvent.setup();
    const mine = makeBooking({
      service_id: service.id,
      status: 'pending',
      booking_date: TODAY,
      booking_time: '11:00',
      duration: 45,
      // Half a minute to spare, so a slow machine still reads 4:xx when the page shows.
      hold_expires_at: new Date(Date.now() + 4.5 * 60_000).toISOString(),
    });
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      [`GET /api/services/${service.id}/availability`]: () => jsonResponse({ service_id: service.id, days: [{ date: TODAY, times: ['09:30', '10:00', '12:00'] }] }),
      // 11:00 is the customer's hold; 10:30 and 11:30 overlap it; 13:00 is someone else's.
      [`GET /api/services/${service.id}/taken-times`]: () => jsonResponse({ service_id: service.id, days: [{ date: TODAY, times: ['10:30', '11:00', '11:30', '13:00'] }] }),
      'GET /api/waitlist/mine': () => jsonResponse([]),
      'GET /api/bookings/me': () => jsonResponse([mine, makeBooking({ service_id: service.id, status: 'expired', booking_date: TODAY, booking_time: '13:00' })]),
      'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
      [`GET /api/merchants/${service.merchant_id}/policy`]: () => jsonResponse({ error: 'No policy' }, 404),
    });
    const onResume = vi.fn();
    renderWithApp(<DateTimeStep onBooked={vi.fn()} onResume={onResume} service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} today={TODAY} />);

    const yours = await screen.findByRole('button', { name: /^11:00, Today: your time on hold, 4:\d\d left\. Continue booking$/ });
    const free = within(screen.getByRole('list', { name: 'Free times, Today' })).getAllByRole('button');
    // In its place among the free times.
    expect(free.map((button) => button.textContent?.slice(0, 5))).toEqual(['09:30', '10:00', '11:00', '12:00']);
    const taken = await screen.findByRole('list', { name: 'Taken times, Today' });
    expect(within(taken).getAllByRole('button').map((button) => button.textContent?.slice(0, 5))).toEqual(['13:00']);
    expect(screen.queryByRole('button', { name: /11:00, Today: taken/ })).not.toBeInTheDocument();

    await user.click(yours);
    expect(onResume).toHaveBeenCalledWith(mine);
  });

  it('from a business page, the back link names the business and returns to it', async () => {
    mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser()),
      [`GET /api/services/${service.id}`]: () => jsonResponse(service),
      [`GET /api/services/${service.id}/availability`]: () => jsonResponse({ service_id: service.id, days: [] }),
    });
    renderWithApp(<BookingPage />, { route: `/booking/${service.id}?from=merchant`, path: '/booking/:serviceId' });
    expect(await screen.findByRole('link', { name: 'Back to Lacquer Lane Nail Bar' })).toHaveAttribute('href', `/merchant/${service.merchant_id}`);
  });
});
