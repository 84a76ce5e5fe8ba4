import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { PaymentPage } from './payment-page';
import { makeBooking } from './test-bookings';

const inFourMinutes = () => new Date(Date.now() + 4 * 60_000 + 30_000).toISOString();

function held(overrides = {}) {
  return makeBooking({ status: 'pending', hold_expires_at: inFourMinutes(), final_price: 27, credits_used: 0, card_amount: 27, card_last4: null, ...overrides });
}

function api(booking: ReturnType<typeof makeBooking>, handlers: Record<string, Parameters<typeof mockApi>[0][string]> = {}, user = makeUser({ credit_balance: 3 })) {
  return mockApi({
    'GET /api/users/me': () => jsonResponse(user),
    'GET /api/config': () => jsonResponse({ google_sign_in: false, payments: 'sandbox', stripe_publishable_key: null }),
    [`GET /api/bookings/${booking.id}`]: () => jsonResponse(booking),
    [`GET /api/merchants/${booking.merchant_id}/policy`]: () => jsonResponse({ policy_content: 'No refunds on the day.' }),
    ...handlers,
  });
}

const renderPage = (bookingId: string) => renderWithApp(<PaymentPage />, { route: `/payment/${bookingId}?timer=true`, path: '/payment/:bookingId' });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
}

async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /booking terms/ }));
  await user.click(screen.getByRole('checkbox', { name: /booking policy/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the payment page', () => {
  it('counts down to the real hold expiry and applies credit to the amount to pay', async () => {
    const booking = held();
    api(booking);
    renderPage(booking.id);

    expect(await screen.findByRole('timer')).toHaveTextContent(/Complete Payment 4:(29|30)/);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('−£3.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £24.00' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Use £3.00 of my Lull credit' }));
    expect(screen.getByRole('button', { name: 'Pay £27.00' })).toBeInTheDocument();
  });

  it('checks the card before paying, then says why a card was declined, keeps the card and the hold, and Dismiss clears it', async () => {
    const user = userEvent.setup();
    const booking = held();
    const fetchMock = api(booking, {
      'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_1', amount: 2400, credits_used: 3, hold_expires_at: booking.hold_expires_at, client_secret: null }),
      'POST /api/payments/confirm': () => jsonResponse({ error: 'Payment failed. Please try again.', fields: { card: 'Your card was declined.' } }, 402),
    });
    renderPage(booking.id);
    await agree(user);
    await user.click(await screen.findByRole('button', { name: 'Pay £24.00' }));
    expect(screen.getByText('Enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/create-intent')).toHaveLength(0);

    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    const alert = await screen.findByRole('alert');
    // The reason the customer can act on, not the catch-all.
    expect(alert).toHaveTextContent('Your card was declined. Your time is still on hold: check the details, or pay with another card.');
    expect(alert).not.toHaveTextContent('Payment failed');
    // The card stays as typed (the CVC too: decision 034) and the hold's countdown goes on.
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('timer')).toHaveTextContent(/Complete Payment 4:\d\d/);
    expect(callsTo(fetchMock, 'POST', '/api/payments/create-intent')[0]?.body).toMatchObject({ booking_id: booking.id, amount: 2400, credits_used: 3 });
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')[0]?.body).toMatchObject({
      payment_intent_id: 'pi_1',
      payment_method: { card: { number: '4000000000000002', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a card has insufficient funds, and the catch-all only when the server gives no reason', async () => {
    const user = userEvent.setup();
    const booking = held();
    let answer = jsonResponse({ error: 'Payment failed. Please try again.', fields: { card: 'Your card has insufficient funds.' } }, 402);
    api(booking, {
      'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_5', amount: 2400, credits_used: 3, hold_expires_at: booking.hold_expires_at, client_secret: null }),
      'POST /api/payments/confirm': () => answer,
    });
    renderPage(booking.id);
    await agree(user);
    await fillCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds. Your time is still on hold');

    answer = new Response('bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.'));
  });

  it('says Payment Successful at the top of the page, its heading focused, and moves on to My Bookings', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const booking = held();
    api(booking, {
      'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_2', amount: 2400, credits_used: 3, hold_expires_at: booking.hold_expires_at, client_secret: null }),
      'POST /api/payments/confirm': () => jsonResponse({ status: 'succeeded', booking_id: booking.id }),
    });
    const { router } = renderPage(booking.id);
    await agree(user);
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    const success = await screen.findByRole('heading', { name: 'Payment Successful' });
    // On a phone the Pay button is far down the page: the result starts at its heading, which has the focus.
    expect(success).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'), { timeout: 4000 });
  });

  it('confirms with credit alone when credit covers the total, without card fields', async () => {
    const user = userEvent.setup();
    const booking = held({ original_price: 0, final_price: 5, card_amount: 5 });
    const fetchMock = api(booking, { [`POST /api/bookings/${booking.id}/confirm`]: () => jsonResponse({ status: 'succeeded', booking_id: booking.id }) }, makeUser({ credit_balance: 6 }));
    renderPage(booking.id);
    expect(await screen.findByText('Your credit covers this booking: no card needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking with credit' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/bookings/${booking.id}/confirm`)[0]?.body).toMatchObject({ credits_used: 5 });
  });

  it('says the hold has expired, and offers the same time again', async () => {
    const booking = held({ hold_expires_at: new Date(Date.now() - 1000).toISOString(), booking_date: '2026-11-25', booking_time: '11:00' });
    api(booking);
    renderPage(booking.id);
    expect(await screen.findByRole('heading', { name: 'Your hold has expired' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Choose the time again' })).toHaveAttribute('href', `/booking/${booking.service_id}?date=2026-11-25&time=11:00`);
  });

  it('turns a lapse found while paying (410) into the expired view', async () => {
    const user = userEvent.setup();
    const booking = held();
    api(booking, { 'POST /api/payments/create-intent': () => jsonResponse({ error: 'Your hold on this time has expired. Please choose the time again.' }, 410) });
    renderPage(booking.id);
    await agree(user);
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    expect(await screen.findByRole('heading', { name: 'Your hold has expired' })).toBeInTheDocument();
  });

  it('says when the booking is not the customer’s, or already paid', async () => {
    mockApi({ 'GET /api/users/me': () => jsonResponse(makeUser()) });
    renderPage('20000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
  });

  it('with Stripe, confirms the card in Stripe’s own field and sends Lull only the intent id', async () => {
    const user = userEvent.setup();
    const booking = held();
    const confirmCardPayment = vi.fn(async () => ({}));
    const card = { mount: vi.fn(), destroy: vi.fn(), on: vi.fn() };
    vi.stubGlobal('Stripe', vi.fn(() => ({ elements: () => ({ create: () => card }), confirmCardPayment })));
    const fetchMock = api(booking, {
      'GET /api/config': () => jsonResponse({ google_sign_in: false, payments: 'stripe', stripe_publishable_key: 'pk_test_123' }),
      'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_3', amount: 2400, credits_used: 3, hold_expires_at: booking.hold_expires_at, client_secret: 'pi_3_secret_abc' }),
      'POST /api/payments/confirm': () => jsonResponse({ status: 'succeeded', booking_id: booking.id }),
    });
    renderPage(booking.id);
    await agree(user);
    expect(await screen.findByText('Your card details go straight to Stripe, our payment provider.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(window.Stripe).toHaveBeenCalledWith('pk_test_123');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_3_secret_abc', expect.objectContaining({ payment_method: expect.objectContaining({ card }) }));
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_3' });
  });

  it('with Stripe, a card Stripe declines shows Stripe’s reason and nothing is confirmed', async () => {
    const user = userEvent.setup();
    const booking = held();
    const card = { mount: vi.fn(), destroy: vi.fn(), on: vi.fn() };
    vi.stubGlobal('Stripe', vi.fn(() => ({ elements: () => ({ create: () => card }), confirmCardPayment: async () => ({ error: { message: 'Your card was declined.' } }) })));
    const fetchMock = api(booking, {
      'GET /api/config': () => jsonResponse({ google_sign_in: false, payments: 'stripe', stripe_publishable_key: 'pk_test_123' }),
      'POST /api/payments/create-intent': () => jsonResponse({ payment_intent_id: 'pi_4', amount: 2400, credits_used: 3, hold_expires_at: booking.hold_expires_at, client_secret: 'pi_4_secret' }),
    });
    renderPage(booking.id);
    await agree(user);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Pay £24.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Your time is still on hold');
    expect(callsTo(fetchMock, 'POST', '/api/payments/confirm')).toHaveLength(0);
  });
});
