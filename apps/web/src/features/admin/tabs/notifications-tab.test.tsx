import type { Notification } from '@lull/domain/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { NOTIFICATION_TOASTS, NotificationsTab, notificationIcon } from './notifications-tab';

const A = '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const B = '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const C = '3b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return { id, type: 'merchant_approved', title: `Notice ${id.slice(0, 1)}`, message: 'Something happened.', is_read: false, link: null, created_at: new Date(Date.now() - 5 * 60_000).toISOString(), ...overrides };
}

function renderTab(route = '/admin/dashboard?tab=notifications') {
  return renderWithApp(
    <>
      <NotificationsTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('NotificationsTab', () => {
  it('shows the unread count, type icons and relative times; select all then bulk mark read and bulk delete after a confirmation', async () => {
    const api = mockApi({
      'GET /api/notifications/page': () =>
        jsonResponse({ items: [notification(A), notification(B, { type: 'credit_granted' }), notification(C, { is_read: true, type: 'service_rejected' })], total: 3, page: 1, page_size: 20, unread_count: 2 }),
      'POST /api/notifications/read': ({ body }) => jsonResponse({ message: NOTIFICATION_TOASTS.selectedRead, count: (body as { ids: string[] }).ids.length }),
      'DELETE /api/notifications/delete': ({ body }) => jsonResponse({ message: NOTIFICATION_TOASTS.selectedDeleted, count: (body as { ids: string[] }).ids.length }),
    });
    renderTab();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3);
    expect(screen.getByText(/Read rejection:/)).toBeInTheDocument();
    expect(screen.getByText(/Unread credit:/)).toBeInTheDocument();
    // Only unread rows offer Mark read.
    expect(screen.getAllByRole('button', { name: /^Mark read: / })).toHaveLength(2);

    await userEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByLabelText('3 selected')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.selectedRead)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/notifications/read')[0]?.body).toEqual({ ids: [A, B, C] });

    await userEvent.click(screen.getByLabelText('Select: Notice 1'));
    await userEvent.click(screen.getByLabelText('Select: Notice 3'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 notifications?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.selectedDeleted)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/notifications/delete')[0]?.body).toEqual({ ids: [A, C] });
  });

  it("marks all read, deletes one, and uses the spec's failure toasts", async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/notifications/page': () => jsonResponse({ items: [notification(A)], total: 1, page: 1, page_size: 20, unread_count: 1 }),
      'POST /api/notifications/mark-all-read': () => (fail ? jsonResponse({ error: 'Database unavailable' }, 503) : jsonResponse({ message: NOTIFICATION_TOASTS.allRead, count: 1 })),
      'DELETE /api/notifications/delete': () => (fail ? jsonResponse({ error: 'Database unavailable' }, 503) : jsonResponse({ message: NOTIFICATION_TOASTS.deleted, count: 1 })),
      [`POST /api/notifications/${A}/read`]: () => jsonResponse({ error: 'Database unavailable' }, 503),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.allRead)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Notice 1' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.deleted)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/notifications/delete')[0]?.body).toEqual({ ids: [A] });

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.allReadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Notice 1' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.deleteFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: Notice 1' }));
    expect(await screen.findByText(NOTIFICATION_TOASTS.readFailed)).toBeInTheDocument();
  });

  it('links a notification of a pending decision to the thing, named by its visible word first (decision 041)', async () => {
    const link = '/admin/dashboard?tab=bookings&view=refunds&status=pending&q=9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    mockApi({
      'GET /api/notifications/page': () =>
        jsonResponse({ items: [notification(A, { type: 'refund_due', title: 'Refund due', link }), notification(B)], total: 2, page: 1, page_size: 20, unread_count: 2 }),
    });
    renderTab();
    expect(await screen.findByRole('link', { name: 'Open: Refund due' })).toHaveAttribute('href', link);
    expect(screen.getAllByRole('link', { name: /^Open/ })).toHaveLength(1);
  });

  it("says 'All caught up!' with nothing unread, and an empty text per filter", async () => {
    mockApi({ 'GET /api/notifications/page': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 20, unread_count: 0 }) });
    const { router } = renderTab('/admin/dashboard?tab=notifications&filter=unread');
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(screen.getByText('No unread notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toContain('filter=read'));
    expect(await screen.findByText('No read notifications yet.')).toBeInTheDocument();
  });
});

describe('notificationIcon', () => {
  it('tells approvals, rejections, credit and anything else apart', () => {
    expect(['merchant_approved', 'service_approved', 'merchant_rejected', 'service_rejected', 'credit_granted', 'booking_reminder'].map((type) => notificationIcon(type).label)).toEqual([
      'Approval',
      'Approval',
      'Rejection',
      'Rejection',
      'Credit',
      'Notice',
    ]);
  });
});
