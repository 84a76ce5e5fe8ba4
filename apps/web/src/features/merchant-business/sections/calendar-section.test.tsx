import type { MerchantBooking } from '@lull/domain/contracts/merchant-bookings';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { MerchantService } from '@lull/domain/contracts/services';
import type { DiaryBlock, DiaryBooking, DiaryResponse } from '@lull/domain/contracts/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { CalendarSection } from './calendar-section';

const merchant = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'approved', is_paused: false, availability_hours: 'Tuesday: 10:00-19:00, Wednesday: 10:00-19:00, Thursday: 10:00-20:00' } as OwnMerchant;
const AMY = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'a0000000-0000-4000-8000-000000000002';
const DAY = '2026-12-02';

const diaryBooking = (id: string, member: string, time: string, end: string, duration: number, customer: string, buffer = 0): DiaryBooking => ({
  id,
  team_member_id: member,
  team_member_name: member === AMY ? 'Amy' : 'Ben',
  booking_date: DAY,
  booking_time: time,
  end_time: end,
  starts_at: `${DAY}T${time}:00.000Z`,
  ends_at: `${DAY}T${end}:00.000Z`,
  duration_minutes: duration,
  buffer_minutes: buffer,
  status: 'confirmed',
  service_id: '8c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d12',
  service_name: 'Brow Tidy',
  customer_name: customer,
});

const fullBooking = (booking: DiaryBooking): MerchantBooking =>
  ({
    id: booking.id,
    service_id: booking.service_id,
    service_name: booking.service_name,
    team_member_id: booking.team_member_id,
    team_member_name: booking.team_member_name,
    user_first_name: booking.customer_name.split(' ')[0]!,
    user_last_name: booking.customer_name.split(' ')[1]!,
    user_email: 'priya@example.com',
    user_phone: '',
    booking_date: booking.booking_date,
    booking_time: booking.booking_time,
    starts_at: booking.starts_at,
    ends_at: booking.ends_at,
    duration: booking.duration_minutes,
    original_price: 20,
    discount_amount: 0,
    salon_price: 20,
    off_peak_applied: false,
    final_price: 25,
    processing_fee: 0.88,
    merchant_payout: 19.12,
    payout_note: null,
    status: 'confirmed',
    notes: null,
    completion_confirmed_at: null,
    cancelled_at: null,
    can_settle: false,
  }) as MerchantBooking;

const block = (id: string, member: string | null, start: string, end: string, kind: DiaryBlock['kind'], extra: Partial<DiaryBlock> = {}): DiaryBlock => ({
  id,
  team_member_id: member,
  date: DAY,
  start_time: start,
  end_time: end,
  kind,
  note: '',
  client_name: null,
  client_phone: null,
  series_id: null,
  repeat_weekly: false,
  source_host: null,
  clash: null,
  ...extra,
});

const priya = diaryBooking('7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11', AMY, '10:00', '10:15', 15, 'Priya Shah', 10);
const anastasia = diaryBooking('7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d13', BEN, '11:00', '11:45', 45, 'Anastasia-Maria Shah');
const lunch = block('c0000000-0000-4000-8000-000000000001', AMY, '13:00', '14:00', 'break', { note: 'Lunch', series_id: 'd0000000-0000-4000-8000-000000000001', repeat_weekly: true });
const closed = block('c0000000-0000-4000-8000-000000000002', null, '18:00', '19:00', 'closure');

const diary: DiaryResponse = {
  from: DAY,
  to: DAY,
  members: [
    { id: AMY, display_name: 'Amy', is_active: true },
    { id: BEN, display_name: 'Ben', is_active: true },
    { id: 'a0000000-0000-4000-8000-000000000009', display_name: 'Extra chair 1', is_active: false },
  ],
  bookings: [priya, anastasia],
  blocks: [lunch, closed],
};

// A late service: its own schedule starts at 21:30, after the hours' latest close (20:00).
const lateService = { id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d14', name: 'Evening Massage', duration: 60, availability_schedule: '18:00,21:30' } as MerchantService;

function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList);
}

function mockDiary(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/merchant/diary': () => jsonResponse(diary),
    'GET /api/bookings/merchant/calendar': () => jsonResponse([fullBooking(priya), fullBooking(anastasia)]),
    'GET /api/services/me': () => jsonResponse({ items: [lateService], total: 1, page: 1, page_size: 100 }),
    ...extra,
  });
}

const dayRoute = `/merchant/dashboard?tab=calendar&view=day&date=${DAY}`;

describe('CalendarSection', () => {
  it("shows a column per active member, each booking, clean-up, break and the whole business's closure in it, over the business's whole day", async () => {
    screenWide(true);
    const api = mockDiary();
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    const amy = await screen.findByRole('group', { name: 'Amy, Wed 2 Dec' });
    const ben = screen.getByRole('group', { name: 'Ben, Wed 2 Dec' });
    expect(screen.queryByRole('group', { name: /Extra chair 1/ })).toBeNull();
    expect(screen.getByText('Wed 2 Dec 2026')).toBeInTheDocument();

    const short = within(amy).getByRole('button', { name: "10:00 to 10:15, Brow Tidy for Priya Shah, confirmed, with Amy, then 10 minutes' clean-up" });
    expect(short).toHaveTextContent('10:00 Priya Shah');
    expect(within(amy).getByText('Clean-up')).toBeInTheDocument();
    const longer = within(ben).getByRole('button', { name: /^11:00 to 11:45, Brow Tidy for Anastasia-Maria Shah, confirmed/ });
    expect(within(longer).getByText('11:00–11:45')).toBeInTheDocument();
    expect(within(amy).getByRole('button', { name: 'Break, 13:00 to 14:00, Amy, Lunch' })).toHaveTextContent('Break 13:00–14:00');
    // The whole business's closure is in every column.
    expect(within(amy).getByRole('button', { name: 'Closed, 18:00 to 19:00, whole business' })).toBeInTheDocument();
    expect(within(ben).getByRole('button', { name: 'Closed, 18:00 to 19:00, whole business' })).toBeInTheDocument();

    // Free times are buttons; taken ones (the booking and its clean-up) are not.
    expect(within(amy).getByRole('button', { name: "Add to Amy's diary at 10:30, Wed 2 Dec" })).toBeInTheDocument();
    expect(within(amy).queryByRole('button', { name: "Add to Amy's diary at 10:15, Wed 2 Dec" })).toBeNull();
    expect(within(ben).getByRole('button', { name: "Add to Ben's diary at 10:15, Wed 2 Dec" })).toBeInTheDocument();

    // Opening at 10:00, the 21:30 start ending at 22:30: the grid runs 10:00 to 23:00, its last line labelled.
    expect(await screen.findByText('23:00')).toBeInTheDocument();
    expect(screen.queryByText('09:00')).toBeNull();
    expect(callsTo(api, 'GET', '/api/merchant/diary')).not.toHaveLength(0);
    expect(String(api.mock.calls.find(([input]) => String(input).startsWith('/api/merchant/diary'))?.[0])).toContain(`from=${DAY}&to=${DAY}`);

    // A booking opens its details.
    await userEvent.click(short);
    expect(await screen.findByRole('dialog', { name: 'Brow Tidy' })).toHaveTextContent('Your payout');
  });

  it('on a phone shows one member at a time, switched by tabs', async () => {
    screenWide(false);
    mockDiary();
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    const tabs = await screen.findByRole('tablist', { name: 'Team members' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Amy', 'Ben']);
    expect(within(tabs).getByRole('tab', { name: 'Amy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Amy, Wed 2 Dec' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ben, Wed 2 Dec' })).toBeNull();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Ben' }));
    expect(await screen.findByRole('group', { name: 'Ben, Wed 2 Dec' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Amy, Wed 2 Dec' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Ben' })).toHaveAttribute('aria-selected', 'true');

    // The arrow keys move along the tabs too.
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('group', { name: 'Amy, Wed 2 Dec' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Amy' })).toHaveFocus();
  });

  it("shows one member's week in seven day columns, the member chosen by a select", async () => {
    screenWide(true);
    const api = mockDiary();
    renderWithApp(<CalendarSection merchant={merchant} />, { route: `/merchant/dashboard?tab=calendar&view=week&date=${DAY}` });

    expect(await screen.findByRole('group', { name: 'Amy, Mon 30 Nov' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Amy, / })).toHaveLength(7);
    expect(screen.getByText('Mon 30 Nov – Sun 6 Dec 2026')).toBeInTheDocument();
    expect(String(api.mock.calls.find(([input]) => String(input).startsWith('/api/merchant/diary'))?.[0])).toContain('from=2026-11-30&to=2026-12-06');

    await userEvent.selectOptions(screen.getByLabelText('Team member'), 'Ben');
    expect(await screen.findByRole('group', { name: 'Ben, Wed 2 Dec' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Amy, / })).toBeNull();
  });

  it("adds to the diary from a free time, checking the times first and showing the server's refusal", async () => {
    screenWide(true);
    const refusal = 'That time is booked: Brow Tidy with Priya on Wed 2 Dec 2026 at 10:00. Move or cancel that booking first.';
    const api = mockDiary({ 'POST /api/merchant/diary/blocks': () => jsonResponse({ error: refusal }, 409) });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    const slot = await screen.findByRole('button', { name: "Add to Amy's diary at 10:30, Wed 2 Dec" });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add to diary' });
    expect(within(dialog).getByLabelText('What for')).toHaveValue('break');
    expect(within(dialog).getByLabelText('Whose diary')).toHaveValue(AMY);
    expect(within(dialog).getByLabelText('Date')).toHaveValue(DAY);
    expect(within(dialog).getByLabelText('From')).toHaveValue('10:30');
    expect(within(dialog).getByLabelText('Until')).toHaveValue('11:00');
    // No client for a break.
    expect(within(dialog).queryByLabelText(/Client's name/)).toBeNull();

    // The finishing time before the start: the shared schema's message, nothing sent.
    await userEvent.clear(within(dialog).getByLabelText('Until'));
    await userEvent.type(within(dialog).getByLabelText('Until'), '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The finishing time must be after the starting time.');
    expect(callsTo(api, 'POST', '/api/merchant/diary/blocks')).toHaveLength(0);

    // A walk-in with a client, over a booking: the server's refusal names it in the dialog.
    await userEvent.selectOptions(within(dialog).getByLabelText('What for'), 'walk_in');
    await userEvent.clear(within(dialog).getByLabelText('From'));
    await userEvent.type(within(dialog).getByLabelText('From'), '09:45');
    await userEvent.clear(within(dialog).getByLabelText('Until'));
    await userEvent.type(within(dialog).getByLabelText('Until'), '10:30');
    await userEvent.type(within(dialog).getByLabelText(/Client's name/), 'Jo Bloggs');
    await userEvent.type(within(dialog).getByLabelText(/Client's phone/), '07700 900123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/merchant/diary/blocks').map((call) => call.body)).toEqual([
      { team_member_id: AMY, date: DAY, start_time: '09:45', end_time: '10:30', kind: 'walk_in', note: '', client_name: 'Jo Bloggs', client_phone: '+44 07700 900123', repeat_weekly: false },
    ]);
  });

  it('makes a closure the whole business by default', async () => {
    screenWide(true);
    const api = mockDiary({ 'POST /api/merchant/diary/blocks': ({ body }) => jsonResponse({ ...closed, ...(body as object), id: 'c0000000-0000-4000-8000-000000000003', occurrences: 1 }, 201) });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    await userEvent.click(await screen.findByRole('button', { name: "Add to Ben's diary at 15:00, Wed 2 Dec" }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to diary' });
    await userEvent.selectOptions(within(dialog).getByLabelText('What for'), 'closure');
    expect(within(dialog).getByLabelText('Whose diary')).toHaveValue('');
    await userEvent.click(within(dialog).getByLabelText(/Repeat weekly/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to diary' })).toBeNull());
    expect(callsTo(api, 'POST', '/api/merchant/diary/blocks')[0]?.body).toMatchObject({ team_member_id: null, kind: 'closure', start_time: '15:00', end_time: '15:30', repeat_weekly: true });
  });

  it('opens a block with Delete, and for a weekly one Delete this and later repeats', async () => {
    screenWide(true);
    const api = mockDiary({ 'DELETE /api/merchant/diary/blocks/c0000000-0000-4000-8000-000000000001': () => new Response(null, { status: 204 }) });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    await userEvent.click(await screen.findByRole('button', { name: 'Break, 13:00 to 14:00, Amy, Lunch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break' });
    expect(dialog).toHaveTextContent('Wed 2 Dec 2026, 13:00 to 14:00');
    expect(dialog).toHaveTextContent('Lunch');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete this and later repeats' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Break' })).toBeNull());
    const deleted = api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));
    expect(deleted).toEqual(['/api/merchant/diary/blocks/c0000000-0000-4000-8000-000000000001?series=true']);

    // A one-off block has Delete alone.
    await userEvent.click(screen.getAllByRole('button', { name: 'Closed, 18:00 to 19:00, whole business' })[0]!);
    const closure = await screen.findByRole('dialog', { name: 'Closed' });
    expect(within(closure).queryByRole('button', { name: 'Delete this and later repeats' })).toBeNull();
    expect(closure).toHaveTextContent('Whole business');
  });

  it('says when the diary could not load, and tries again', async () => {
    screenWide(true);
    let fail = true;
    mockApi({
      'GET /api/merchant/diary': () => (fail ? jsonResponse({ error: 'Something went wrong' }, 500) : jsonResponse(diary)),
      'GET /api/bookings/merchant/calendar': () => jsonResponse([]),
      'GET /api/services/me': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 100 }),
    });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Amy, Wed 2 Dec' })).toBeInTheDocument();
  });

  it("opens the calendar subscription, asking for the addresses only then", async () => {
    screenWide(true);
    const api = mockDiary({
      'GET /api/merchant/calendar-feed': () =>
        jsonResponse({ business: { url: 'https://lull.test/api/calendar-feeds/b.ics' }, members: [{ team_member_id: AMY, display_name: 'Amy', url: 'https://lull.test/api/calendar-feeds/a.ics' }] }),
    });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: dayRoute });

    await screen.findByRole('group', { name: 'Amy, Wed 2 Dec' });
    expect(callsTo(api, 'GET', '/api/merchant/calendar-feed')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    expect(await within(dialog).findByDisplayValue('https://lull.test/api/calendar-feeds/b.ics')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('https://lull.test/api/calendar-feeds/a.ics')).toBeInTheDocument();
  });
});
