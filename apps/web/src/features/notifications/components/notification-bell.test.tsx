import type { Notification } from '@lull/domain/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { NotificationBell } from './notification-bell';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `n${index}`,
    type: 'credit_granted',
    title: `Notification ${index}`,
    message: `Message ${index}`,
    is_read: false,
    link: null,
    created_at: new Date(Date.now() - 2 * 60_000).toISOString(),
    ...overrides,
  };
}

describe('notification bell', () => {
  it("shows '9+' for ten unread notifications and marks one read", async () => {
    const list = Array.from({ length: 10 }, (_, i) => notification(i + 1));
    const fetchMock = mockApi({
      'GET /api/notifications': () => jsonResponse(list),
      'POST /api/notifications/n1/read': () => jsonResponse({ success: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell isAdmin={false} />);

    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');
    await user.click(screen.getByRole('button', { name: 'Notifications, 10 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = within(panel).getByText('Notification 1').closest('li');
    expect(first).not.toBeNull();
    expect(within(first!).getByText('2 minutes ago')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: /Mark read/ }));

    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('9'));
    expect(callsTo(fetchMock, 'POST', '/api/notifications/n1/read')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/notifications/n1/read')[0]?.init.body).toBeUndefined();
    expect(within(first!).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /Mark read/ })).toHaveLength(9);
  });

  it('opens what a notification announces from its Open link, and closes the panel (decision 041)', async () => {
    const link = '/admin/dashboard?tab=merchants&merchant=3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c';
    mockApi({ 'GET /api/notifications': () => jsonResponse([notification(1, { type: 'merchant_application', title: 'New business application: Fern', link }), notification(2)]) });
    const user = userEvent.setup();
    const { router } = renderWithApp(<NotificationBell isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // Only the one with somewhere to go has an Open link.
    expect(within(panel).getAllByRole('link', { name: /^Open/ })).toHaveLength(1);
    await user.click(within(panel).getByRole('link', { name: 'Open: New business application: Fern' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows an empty state, and links admins to their dashboard’s notifications tab', async () => {
    mockApi({ 'GET /api/notifications': () => jsonResponse([]) });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell isAdmin />);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=notifications',
    );
  });

  it('links everyone else to their Notifications page', async () => {
    mockApi({ 'GET /api/notifications': () => jsonResponse([notification(1, { is_read: true })]) });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell isAdmin={false} />);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Notification 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('links customers to /notifications and marks every notification read from the panel', async () => {
    let read = false;
    const fetchMock = mockApi({
      'GET /api/notifications': () => jsonResponse(Array.from({ length: 11 }, (_, i) => notification(i + 1, { is_read: read }))),
      'POST /api/notifications/mark-all-read': () => {
        read = true;
        return jsonResponse({ message: 'All notifications marked as read', count: 11 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell isAdmin={false} />);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 11 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute('href', '/notifications');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/notifications/mark-all-read')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});
