import type { ContactSubmission } from '@lull/domain/contracts/admin-contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ContactTab } from './contact-tab';

function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    name: 'Sam Visitor',
    email: 'sam@example.com',
    phone: '+44 7700900123',
    message: 'Do you have salons in Leeds?',
    submitted_at: '2026-06-10T07:00:00.000Z',
    email_sent: true,
    email_status: 'sent',
    manually_handled: false,
    handled_at: null,
    ...overrides,
  };
}
const page = (submissions: ContactSubmission[]) => jsonResponse({ submissions, total: submissions.length, page: 1, page_size: 20 });

function renderTab(route = '/admin/dashboard?tab=contact') {
  return renderWithApp(
    <>
      <ContactTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('ContactTab', () => {
  it("shows each acknowledgement's delivery and the handled state, and filters through the address", async () => {
    const api = mockApi({
      'GET /api/admin/contact-submissions': () =>
        page([
          submission(),
          submission({ id: '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', name: 'Bea Bounce', email_sent: false, email_status: 'failed', manually_handled: true, phone: '' }),
          submission({ id: '3b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', name: 'Dee Waiting', email_sent: false, email_status: 'pending' }),
        ]),
    });
    const { router } = renderTab('/admin/dashboard?tab=contact&status=email_failed');
    const table = await screen.findByRole('table', { name: 'Contact submissions' });
    expect(String(api.mock.calls[0]?.[0])).toContain('status=email_failed');
    expect(within(table).getByText('Sent')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Sending')).toBeInTheDocument();
    expect(within(table).getByText('Handled')).toBeInTheDocument();
    expect(within(table).getByText('Not given')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Mark as Handled: message from/ })).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'handled');
    await waitFor(() => expect(router.state.location.search).toContain('status=handled'));
  });

  it("marks a submission handled with the spec's toast, and says Update Failed when the server refuses", async () => {
    let refuse = false;
    const api = mockApi({
      'GET /api/admin/contact-submissions': () => page([submission()]),
      'POST /api/admin/contact-submissions/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/handle': () =>
        refuse ? jsonResponse({ error: 'This submission has already been marked as handled.' }, 409) : jsonResponse({ message: 'Contact submission has been marked as handled.' }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Handled: message from Sam Visitor' }));
    expect(await screen.findByText('Submission Handled')).toBeInTheDocument();
    expect(screen.getByText('Contact submission has been marked as handled.')).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Handled: message from Sam Visitor' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This submission has already been marked as handled.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/contact-submissions/1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10/handle')).toHaveLength(2);
  });

  it("says 'No contact submissions yet.', or that nothing matches a search", async () => {
    mockApi({ 'GET /api/admin/contact-submissions': () => page([]) });
    renderTab();
    expect(await screen.findByText('No contact submissions yet.')).toBeInTheDocument();
  });

  it('says nothing matches when searching', async () => {
    mockApi({ 'GET /api/admin/contact-submissions': () => page([]) });
    renderTab('/admin/dashboard?tab=contact&q=nobody');
    expect(await screen.findByText('No submissions match your search criteria')).toBeInTheDocument();
  });
});
