import type { BusyCalendarStatus, DiaryBlock, TeamMember } from '@lull/domain/contracts/team';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeOwnMerchant } from '@/test/merchant-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { TeamSection } from '../sections/team-section';
import { BlockDetailsDialog } from './block-details-dialog';
import { busyCalendarLine } from './busy-calendar-dialog';
import { blockLabel } from './diary-grid';

const merchant = makeOwnMerchant({ business_name: 'Fern Nail Studio' });
const MIA = 'd4444444-4444-4444-8444-444444444444';
// Wednesday 10 June 2026, 14:10 in London.
const NOW = new Date('2026-06-10T13:10:00Z');

const status = (overrides: Partial<BusyCalendarStatus> = {}): BusyCalendarStatus => ({
  url_hint: 'calendar.google.com',
  last_synced_at: '2026-06-10T13:05:00Z',
  last_sync_ok: true,
  last_sync_message: '12 busy times · 1 clash',
  event_count: 12,
  clash_count: 1,
  ...overrides,
});

const member = (busy: BusyCalendarStatus | null = null): TeamMember => ({
  id: MIA,
  display_name: 'Mia',
  service_ids: [],
  working_hours: [],
  uses_opening_hours: true,
  is_active: true,
  upcoming_bookings: 0,
  busy_calendar: busy,
});

function renderTeam() {
  return renderWithApp(
    <>
      <TeamSection merchant={merchant} />
      <Toaster />
    </>,
    { route: '/merchant/dashboard?tab=team' },
  );
}

const servicesPage = () => jsonResponse({ items: [], total: 0, page: 1, page_size: 100 });
const SECRET = 'https://calendar.google.com/calendar/ical/mia%40example.com/private-0a1b2c3d/basic.ics';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what the Team tab says of a busy calendar', () => {
  it('gives the last read time and what it found, today by the clock and earlier days by the date', () => {
    expect(busyCalendarLine(status(), NOW)).toEqual({ text: 'Last synced 14:05 · 12 busy times · 1 clash', failed: false });
    expect(busyCalendarLine(status({ last_synced_at: '2026-06-09T08:00:00Z', clash_count: 0, event_count: 1 }), NOW).text).toBe('Last synced Tue 9 Jun 2026 at 09:00 · 1 busy time');
    expect(busyCalendarLine(status({ last_sync_ok: false, last_sync_message: 'Could not read this calendar: the address answered 404' }), NOW)).toEqual({
      text: 'Could not read this calendar: the address answered 404 (tried 14:05)',
      failed: true,
    });
    expect(busyCalendarLine(status({ last_synced_at: null, last_sync_ok: null }), NOW).text).toBe('Not read yet: Lull reads it within a few minutes.');
  });
});

describe('connecting a busy calendar from the Team tab', () => {
  it("saves a member's secret address, shows the first read's outcome and never the address again", async () => {
    let saved: BusyCalendarStatus | null = null;
    const api = mockApi({
      'GET /api/merchant/team': () => jsonResponse({ members: [member(saved)], business_busy_calendar: null }),
      'GET /api/services/me': servicesPage,
      [`PUT /api/merchant/team/${MIA}/busy-calendar`]: () => {
        saved = status();
        return jsonResponse(saved);
      },
    });
    renderTeam();

    const row = (await screen.findByText('Mia')).closest('tr')!;
    expect(within(row).getByText('Not connected')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: "Connect Mia's busy calendar" }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy calendar for Mia' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Secret address (iCal)' }), SECRET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and read' }));

    expect(await within(dialog).findByText('Last synced 14:05 · 12 busy times · 1 clash')).toBeVisible();
    expect(callsTo(api, 'PUT', `/api/merchant/team/${MIA}/busy-calendar`).map((call) => call.body)).toEqual([{ url: SECRET }]);
    expect(within(dialog).getByRole('textbox', { name: 'Replace with another address' })).toHaveValue('');
    expect(dialog).not.toHaveTextContent('private-0a1b2c3d');
    expect(await screen.findByText('Reading calendar.google.com: 12 busy times · 1 clash.')).toBeVisible();
  });

  it("shows why an address was refused under the field, and why a calendar could not be read", async () => {
    let answer = () => jsonResponse({ error: 'Use the secure address (https:// or webcal://).', fields: { url: 'Use the secure address (https:// or webcal://).' } }, 400);
    mockApi({
      'GET /api/merchant/team': () => jsonResponse({ members: [member()], business_busy_calendar: null }),
      'GET /api/services/me': servicesPage,
      'PUT /api/merchant/busy-calendar': () => answer(),
    });
    renderTeam();

    await userEvent.click(await screen.findByRole('button', { name: 'Connect the business busy calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy calendar for your business' });
    const field = within(dialog).getByRole('textbox', { name: 'Secret address (iCal)' });
    await userEvent.type(field, 'http://example.com/cal.ics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and read' }));
    expect(await within(dialog).findByText('Use the secure address (https:// or webcal://).')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = () => jsonResponse(status({ url_hint: '10.0.0.5', last_sync_ok: false, last_sync_message: 'Could not read this calendar: 10.0.0.5 is not a public address', event_count: 0, clash_count: 0 }));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://10.0.0.5/cal.ics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and read' }));
    expect(await within(dialog).findByText('Could not read this calendar: 10.0.0.5 is not a public address (tried 14:05)')).toBeVisible();
  });

  it('stops reading a calendar once the salon confirms', async () => {
    let busy: BusyCalendarStatus | null = status();
    const api = mockApi({
      'GET /api/merchant/team': () => jsonResponse({ members: [member(busy)], business_busy_calendar: null }),
      'GET /api/services/me': servicesPage,
      [`DELETE /api/merchant/team/${MIA}/busy-calendar`]: () => {
        busy = null;
        return new Response(null, { status: 204 });
      },
    });
    renderTeam();

    const row = (await screen.findByText('Mia')).closest('tr')!;
    expect(within(row).getByText('calendar.google.com')).toBeVisible();
    expect(within(row).getByText('Last synced 14:05 · 12 busy times · 1 clash')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: "Manage Mia's busy calendar" }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy calendar for Mia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop reading' }));
    expect(callsTo(api, 'DELETE', `/api/merchant/team/${MIA}/busy-calendar`)).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop reading' }));

    expect(await screen.findByText("Stopped reading Mia's other calendar.")).toBeVisible();
    expect(await screen.findByText('Not connected')).toBeVisible();
    expect(callsTo(api, 'DELETE', `/api/merchant/team/${MIA}/busy-calendar`)).toHaveLength(1);
  });
});

describe("a busy time from another calendar in the diary's block details", () => {
  const external = (overrides: Partial<DiaryBlock> = {}): DiaryBlock => ({
    id: 'e5555555-5555-4555-8555-555555555555',
    team_member_id: MIA,
    date: '2026-06-12',
    start_time: '14:00',
    end_time: '15:00',
    kind: 'external',
    note: 'Dentist',
    client_name: null,
    client_phone: null,
    series_id: null,
    repeat_weekly: false,
    source_host: 'calendar.google.com',
    clash: null,
    ...overrides,
  });

  it('says where it comes from and offers no Delete', async () => {
    mockApi({});
    renderWithApp(<BlockDetailsDialog block={external()} memberName="Mia" onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Busy elsewhere' });
    expect(dialog).toHaveTextContent("From calendar.google.com’s calendar. Change it there.");
    expect(within(dialog).getByText('Dentist')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('names the booking it clashes with', async () => {
    mockApi({});
    const clash = { booking_id: 'f6666666-6666-4666-8666-666666666666', team_member_id: MIA, booking_time: '14:00', service_name: 'Haircut', customer_name: 'Jane' };
    renderWithApp(<BlockDetailsDialog block={external({ clash })} memberName="Mia" onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Busy elsewhere' });
    expect(within(dialog).getByRole('note')).toHaveTextContent("Clash: your other calendar has 'Dentist' over Jane's Haircut at 14:00");
    // On the calendar's card too, said first.
    expect(blockLabel(external({ clash }), 'Mia')).toBe("Clash: your other calendar has 'Dentist' over Jane's Haircut at 14:00, Busy elsewhere, 14:00 to 15:00, Mia, Dentist");
    expect(blockLabel(external(), 'Mia')).toBe('Busy elsewhere, 14:00 to 15:00, Mia, Dentist');
  });
});
