import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, makeUser, mockApi, renderWithApp } from '@/test/render';
import { ContactPage } from './contact-page';

afterEach(() => vi.unstubAllGlobals());

describe('the contact page', () => {
  it('is prefilled for a signed-in customer, checks the fields, sends and thanks', async () => {
    const u = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/users/me': () => jsonResponse(makeUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })),
      'POST /api/contact': () => jsonResponse({ message: 'ok' }),
    });
    renderWithApp(<ContactPage />);
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await u.type(screen.getByLabelText(/Phone/), 'abc');
    await u.type(screen.getByLabelText('Message'), 'Can I move my booking?');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription('Please enter a valid phone number');
    await u.clear(screen.getByLabelText(/Phone/));
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Thank you for contacting us! We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/contact')[0]?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '', message: 'Can I move my booking?' });
    for (const back of screen.getAllByRole('link', { name: 'Back to Account' })) expect(back).toHaveAttribute('href', '/account');
  });

  it('says the spec’s message when sending fails', async () => {
    const u = userEvent.setup();
    mockApi({ 'GET /api/users/me': () => jsonResponse({ error: 'Not signed in' }, 401), 'POST /api/contact': () => jsonResponse({ error: 'boom' }, 500) });
    renderWithApp(<ContactPage />);
    await u.type(await screen.findByLabelText('Name'), 'Sam');
    await u.type(screen.getByLabelText('Email'), 'sam@example.com');
    await u.type(screen.getByLabelText('Message'), 'Hello');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
  });
});
