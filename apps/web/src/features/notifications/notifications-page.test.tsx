import type { Notification, NotificationsPage as Page } from '@lull/domain/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { NotificationsPage } from './notifications-page';

function notification(index: number, isRead = false): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'booking_confirmed',
    title: `Notification ${index}`,
    message: `Message ${index}`,
    is_read: isRead,
    link: null,
    created_at: new Date(Date.now() - index * 60_000).toISOString(),
  };
}

describe('the Notifications page (/notifications)', () => {
  it('pages on the server, filters in the address, and marks all read', async () => {
    let allRead = false;
    const fetchMock = mockApi({
      'GET /api/notifications/page': ({ url }) => {
        const query = new URL(url, 'http://lull.test').searchParams;
        const page = Number(query.get('page'));
        const items = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => notification((page - 1) * 20 + i + 1, allRead));
        return jsonResponse({ items, total: 25, page, page_size: 20, unread_count: allRead ? 0 : 25 } satisfies Page);
      },
      'POST /api/notifications/mark-all-read': () => {
        allRead = true;
        return jsonResponse({ message: 'All notifications marked as read', count: 25 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<NotificationsPage />, { route: '/notifications' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('25 unread')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Notification 21')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('filter=all&page=2&page_size=20'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('filter=unread&page=1&page_size=20'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/notifications/mark-all-read')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /api/notifications/page': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 20, unread_count: 0 } satisfies Page) });
    renderWithApp(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
