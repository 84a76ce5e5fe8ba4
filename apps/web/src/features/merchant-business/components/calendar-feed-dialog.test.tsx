import type { CalendarFeeds } from '@lull/domain/contracts/calendar-feeds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { CalendarFeedDialog } from './calendar-feed-dialog';

const AMY = 'a0000000-0000-4000-8000-000000000001';
const feedsWith = (suffix: string): CalendarFeeds => ({
  business: { url: `https://lull.test/api/calendar-feeds/business${suffix}.ics` },
  members: [{ team_member_id: AMY, display_name: 'Amy', url: `https://lull.test/api/calendar-feeds/amy${suffix}.ics` }],
});

describe('CalendarFeedDialog', () => {
  it("shows the business's address and each member's, each copied with feedback, and how to subscribe", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/merchant/calendar-feed': () => jsonResponse(feedsWith('1')) });
    renderWithApp(<CalendarFeedDialog open onOpenChange={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    const business = await within(dialog).findByRole('textbox', { name: /Whole business/ });
    expect(business).toHaveValue('https://lull.test/api/calendar-feeds/business1.ics');
    expect(within(dialog).getByRole('textbox', { name: /Amy/ })).toHaveValue('https://lull.test/api/calendar-feeds/amy1.ics');
    expect(dialog).toHaveTextContent('Google Calendar');
    expect(dialog).toHaveTextContent('Apple Calendar');
    expect(dialog).toHaveTextContent('Outlook');

    await user.click(within(dialog).getByRole('button', { name: "Copy Amy's address" }));
    expect(await navigator.clipboard.readText()).toBe('https://lull.test/api/calendar-feeds/amy1.ics');
    expect(within(dialog).getByRole('button', { name: 'Amy: copied' })).toHaveTextContent('Copied');
    expect(within(dialog).getByText("Amy's address copied")).toBeInTheDocument();
    // Only the one pressed says so.
    expect(within(dialog).getByRole('button', { name: "Copy Whole business's address" })).toHaveTextContent('Copy');
  });

  it('gets new addresses only once the salon confirms that the old ones stop working', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/merchant/calendar-feed': () => jsonResponse(feedsWith('1')),
      'POST /api/merchant/calendar-feed/rotate': () => jsonResponse(feedsWith('2')),
    });
    renderWithApp(<CalendarFeedDialog open onOpenChange={() => {}} />);

    await screen.findByDisplayValue('https://lull.test/api/calendar-feeds/business1.ics');
    await user.click(screen.getByRole('button', { name: 'Get new addresses' }));
    const confirm = await screen.findByRole('dialog', { name: 'Get new addresses?' });
    expect(confirm).toHaveTextContent('stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'POST', '/api/merchant/calendar-feed/rotate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Get new addresses' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Get new addresses?' })).getByRole('button', { name: 'Get new addresses' }));
    expect(await screen.findByDisplayValue('https://lull.test/api/calendar-feeds/business2.ics')).toBeInTheDocument();
    expect(screen.getByDisplayValue('https://lull.test/api/calendar-feeds/amy2.ics')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The old ones no longer work');
    expect(callsTo(api, 'POST', '/api/merchant/calendar-feed/rotate')).toHaveLength(1);
  });

  it('says so when the addresses cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({ 'GET /api/merchant/calendar-feed': () => (++calls === 1 ? jsonResponse({ error: 'Something went wrong.' }, 500) : jsonResponse(feedsWith('1'))) });
    renderWithApp(<CalendarFeedDialog open onOpenChange={() => {}} />);

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('https://lull.test/api/calendar-feeds/business1.ics')).toBeInTheDocument();
  });
});
