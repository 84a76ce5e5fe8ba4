import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { BookingFlow } from './booking-flow';
import { makeBooking } from './test-bookings';

const service = makeService({ price: 32, off_peak_price: 22 });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const held = makeBooking({
  service_id: service.id,
  status: 'pending',
  booking_date: today,
  booking_time: '23:30',
  hold_expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  credits_used: 0,
  card_amount: 27,
});

function apiRoutes() {
  return {
    'GET /api/users/me': () => jsonResponse(makeUser({ credit_balance: 0, first_name: 'Ada', email: 'ada@example.com', phone: '+44 7700900123' })),
    'GET /api/config': () => jsonResponse({ google_sign_in: false, payments: 'sandbox', stripe_publishable_key: null }),
    [`GET /api/services/${service.id}/availability`]: () => jsonResponse({ service_id: service.id, days: [{ date: today, times: ['23:30'] }] }),
    'GET /api/booking-terms': () => jsonResponse({ version: 1, content: 'Be on time.' }),
    [`GET /api/merchants/${service.merchant_id}/policy`]: () => jsonResponse({ error: 'No policy' }, 404),
    'POST /api/bookings': () => jsonResponse(held, 201),
    [`GET /api/bookings/${held.id}`]: () => jsonResponse(held),
    [`DELETE /api/bookings/${held.id}`]: () => new Response(null, { status: 204 }),
    'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_1', amount: 2700, credits_used: 0, hold_expires_at: held.hold_expires_at, client_secret: null }),
    'POST /api/payments/confirm': () => jsonResponse({ status: 'succeeded', booking_id: held.id }),
  };
}

const api = () => mockApi(apiRoutes());

async function holdTheSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^23:30/ }));
  await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
}

afterEach(() => vi.unstubAllGlobals());

describe('booking in three steps', () => {
  it('holds the time, takes contact details by the spec’s rules, takes payment and moves on after 3 seconds', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    const { router } = renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />);
    await holdTheSlot(user);

    expect(screen.getByRole('timer')).toHaveTextContent(/Complete Payment [45]:\d\d/);
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('ada@example.com'));
    await user.clear(email);
    await user.type(email, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('domain incomplete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await user.type(email, '.org');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12');
    expect(screen.getByText('phone number too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '34567890');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText(/Step 3 of 3/)).toBeInTheDocument();
    // Agreed at step 1: not asked again.
    expect(screen.queryByRole('checkbox', { name: /booking terms/ })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Pay £27.00' }));

    expect(await screen.findByRole('heading', { name: 'You’re booked!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/create-intent')[0]?.body).toMatchObject({
      booking_id: held.id,
      guest_first_name: 'Ada',
      guest_email: 'ada@example.org',
      guest_phone: '+44 1234567890',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'), { timeout: 5000 });
  });

  it('releases the hold when the customer goes back to change the time', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />);
    await holdTheSlot(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/Step 1 of 3/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/bookings/${held.id}`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /^23:30/, pressed: true })).toBeInTheDocument();
  });

  it('at the hold limit, offers the times already held to pay for or release, then books the chosen one', async () => {
    const user = userEvent.setup();
    const other = makeBooking({
      status: 'pending',
      service_name: 'Brow shape',
      merchant_business_name: 'Arch & Amber',
      booking_date: today,
      booking_time: '22:00',
      hold_expires_at: new Date(Date.now() + 4 * 60_000).toISOString(),
    });
    const limit =
      'You already have 2 times on hold: Brow shape at Arch & Amber on … Complete payment or release one to hold another time (holds last 5 minutes).';
    let refused = false;
    const fetchMock = mockApi({
      ...Object.fromEntries(Object.entries(apiRoutes()).filter(([route]) => route !== 'POST /api/bookings')),
      'POST /api/bookings': () => {
        if (refused) return jsonResponse(held, 201);
        refused = true;
        return jsonResponse({ error: limit }, 409);
      },
      'GET /api/bookings/me': () => jsonResponse([other]),
      [`DELETE /api/bookings/${other.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />);
    await user.click(await screen.findByRole('button', { name: /^23:30/ }));
    await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    const panel = await screen.findByRole('region', { name: 'Your times on hold' });
    expect(panel).toHaveTextContent('Brow shape at Arch & Amber');
    expect(screen.getByRole('link', { name: 'Complete payment for Brow shape at Arch & Amber' })).toHaveAttribute('href', `/payment/${other.id}?timer=true`);
    // The chosen time stays chosen: it was not taken by anyone.
    expect(screen.getByRole('button', { name: /^23:30/, pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release Brow shape at Arch & Amber' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your times on hold' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', `/api/bookings/${other.id}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
  });

  it('keeps each step in the address, and a reload on Payment resumes the hold with the details typed', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    const first = renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />, {
      route: `/booking/${service.id}?from=merchant`,
    });
    await holdTheSlot(user);
    expect(first.router.state.location.search).toBe(`?booking=${held.id}&step=details&from=merchant`);
    // Step 2 starts at its heading, focused.
    expect(screen.getByRole('heading', { level: 1, name: `Book ${service.name}` })).toHaveFocus();
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('ada@example.com'));
    await user.clear(email);
    await user.type(email, 'friend@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/Step 3 of 3/)).toBeInTheDocument();
    expect(first.router.state.location.search).toBe(`?booking=${held.id}&step=payment&from=merchant`);
    expect(screen.getByRole('heading', { level: 1, name: `Book ${service.name}` })).toHaveFocus();
    first.unmount();

    // The reload: a fresh page at the same address comes back to Payment with the same hold and details.
    renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />, {
      route: `/booking/${service.id}?booking=${held.id}&step=payment&from=merchant`,
    });
    expect(await screen.findByText(/Step 3 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Complete Payment [45]:\d\d/);
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Pay £27.00' }));
    // The result starts at its heading too.
    expect(await screen.findByRole('heading', { name: 'You’re booked!' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/payments/create-intent')[0]?.body).toMatchObject({ booking_id: held.id, guest_email: 'friend@example.org' });
  });

  it('with the address of a hold that lapsed, says so and offers the same time again', async () => {
    const user = userEvent.setup();
    const lapsed = { ...held, hold_expires_at: new Date(Date.now() - 1000).toISOString() };
    mockApi({ ...apiRoutes(), [`GET /api/bookings/${held.id}`]: () => jsonResponse(lapsed) });
    const { router } = renderWithApp(<BookingFlow service={service} initialDate={null} initialTime={null} backTo={{ to: '/services', label: 'Back to Services' }} />, {
      route: `/booking/${service.id}?booking=${held.id}&step=details`,
    });
    expect(await screen.findByRole('heading', { name: 'Your hold has expired' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choose the time again' }));
    expect(await screen.findByRole('button', { name: /^23:30/, pressed: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?date=${today}&time=23:30`);
  });
});
