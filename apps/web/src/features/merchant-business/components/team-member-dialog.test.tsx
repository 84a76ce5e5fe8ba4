import type { TeamMember } from '@lull/domain/contracts/team';
import type { MerchantService } from '@lull/domain/contracts/services';
import { TEAM_MESSAGES } from '@lull/domain/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { TeamMemberDialog } from './team-member-dialog';

const OPENING = 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-12:00, 13:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 10:00-14:00, Sunday: Closed';
const SERVICES = [
  { id: 'a1111111-1111-4111-8111-111111111111', name: 'Gel manicure', is_active: true },
  { id: 'b2222222-2222-4222-8222-222222222222', name: 'Pedicure', is_active: true },
  { id: 'c3333333-3333-4333-8333-333333333333', name: 'Nail art', is_active: false },
] as MerchantService[];
const servicesPage = () => jsonResponse({ items: SERVICES, total: SERVICES.length, page: 1, page_size: 100 });

const MIA: TeamMember = {
  id: 'd4444444-4444-4444-8444-444444444444',
  display_name: 'Mia',
  service_ids: [SERVICES[0]!.id],
  working_hours: [1, 2, 4].map((day) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' })),
  is_active: true,
  uses_opening_hours: false,
  upcoming_bookings: 2,
  busy_calendar: null,
};

function renderDialog(member: TeamMember | null) {
  const onOpenChange = vi.fn();
  renderWithApp(
    <>
      <TeamMemberDialog member={member} openingHours={OPENING} open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { onOpenChange };
}

const day = (name: string) => screen.getByRole('group', { name });
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('TeamMemberDialog', () => {
  it('checks the form with the domain’s schema before sending anything, and the message leaves once fixed', async () => {
    const api = mockApi({ 'GET /api/services/me': servicesPage });
    renderDialog(null);

    const dialog = await screen.findByRole('dialog', { name: 'Add team member' });
    // The form arrives once the services have loaded, and takes focus from the dialog's Close button.
    const name = await within(dialog).findByRole('textbox', { name: 'Display name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add team member' }));

    expect(name).toHaveAccessibleDescription(expect.stringContaining(TEAM_MESSAGES.name));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.name);
    expect(callsTo(api, 'POST', '/api/merchant/team')).toHaveLength(0);

    await userEvent.type(name, 'Ama');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('adds a member with chosen services and their own hours: half hours inside each day’s opening hours, Monday first', async () => {
    const api = mockApi({
      'GET /api/services/me': servicesPage,
      'POST /api/merchant/team': ({ body }) => jsonResponse({ ...MIA, ...(body as object), id: 'e5555555-5555-4555-8555-555555555555' }, 201),
    });
    const { onOpenChange } = renderDialog(null);
    const dialog = await screen.findByRole('dialog', { name: 'Add team member' });

    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Display name' }), 'Ama');
    // Everything is chosen to begin with; Select all clears, then two are picked.
    const all = within(dialog).getByRole('checkbox', { name: 'Select all' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Gel manicure' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Nail art (inactive)' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    expect(within(dialog).queryByRole('group', { name: 'Monday' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Set hours/ }));
    const groups = screen.getAllByRole('group').filter((group) => group.hasAttribute('aria-labelledby'));
    expect(groups.map((group) => group.querySelector('p')?.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

    // Monday: starts 09:00 to 16:30, ends after the start up to closing.
    const mondayFrom = within(day('Monday')).getByRole('combobox', { name: 'From' });
    expect(optionsOf(mondayFrom)).toHaveLength(16);
    expect(optionsOf(mondayFrom)[0]).toBe('09:00');
    await userEvent.selectOptions(mondayFrom, '10:00');
    expect(optionsOf(within(day('Monday')).getByRole('combobox', { name: 'to' }))[0]).toBe('10:30');
    // Saturday opens 10:00–14:00 only; Sunday is closed and has no Works box.
    expect(optionsOf(within(day('Saturday')).getByRole('combobox', { name: 'to' })).at(-1)).toBe('14:00');
    expect(within(day('Sunday')).queryByRole('checkbox')).toBeNull();
    expect(within(day('Sunday')).getByText(/does not open on Sundays/)).toBeVisible();
    // Wednesday's break splits the opening hours, so the day starts as two shifts, the morning's ending by 12:00.
    expect(optionsOf(within(day('Wednesday')).getByRole('combobox', { name: 'to' })).at(-1)).toBe('12:00');
    expect(within(day('Wednesday')).getByRole('combobox', { name: /^Shift 2 from$/i })).toHaveValue('13:00');
    // Not on Saturday.
    await userEvent.click(within(day('Saturday')).getByRole('checkbox', { name: 'Works' }));
    expect(within(day('Saturday')).getByText('Not working')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add team member' }));

    expect(await screen.findByText('Ama added to your team.')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [sent] = callsTo(api, 'POST', '/api/merchant/team');
    expect(sent!.body).toEqual({
      display_name: 'Ama',
      service_ids: [SERVICES[0]!.id, SERVICES[2]!.id],
      working_hours: [
        { day_of_week: 1, start_time: '10:00', end_time: '17:00' },
        { day_of_week: 2, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 3, start_time: '09:00', end_time: '12:00' },
        { day_of_week: 3, start_time: '13:00', end_time: '17:00' },
        { day_of_week: 4, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 5, start_time: '09:00', end_time: '17:00' },
      ],
      is_active: true,
    });
  });

  it('sends no hours for a member who follows the opening hours', async () => {
    const api = mockApi({ 'GET /api/services/me': servicesPage, 'POST /api/merchant/team': () => jsonResponse(MIA, 201) });
    renderDialog(null);
    const dialog = await screen.findByRole('dialog', { name: 'Add team member' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Display name' }), 'Ama');
    expect(within(dialog).getByRole('radio', { name: /Follow my opening hours/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add team member' }));
    await screen.findByText('Mia added to your team.');
    expect(callsTo(api, 'POST', '/api/merchant/team')[0]!.body).toMatchObject({ working_hours: null, service_ids: SERVICES.map((s) => s.id) });
  });

  it('shows an overlap under the shift that overlaps, from the schema', async () => {
    mockApi({ 'GET /api/services/me': servicesPage });
    renderDialog(MIA);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mia' });
    await within(dialog).findByRole('textbox', { name: 'Display name' });
    await userEvent.click(within(day('Monday')).getByRole('button', { name: 'Add split shift on Monday' }));
    // Monday 09:00–17:00 split into 09:00–13:00 and 13:30–17:00; moving the second back to 12:30 overlaps the first.
    expect(within(day('Monday')).getByRole('combobox', { name: 'to' })).toHaveValue('13:00');
    expect(within(day('Monday')).getByRole('combobox', { name: /^Shift 2 from$/i })).toHaveValue('13:30');
    await userEvent.selectOptions(within(day('Monday')).getByRole('combobox', { name: /^Shift 2 from$/i }), '12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(within(day('Monday')).getByRole('combobox', { name: /^Shift 2 from$/i })).toHaveAccessibleDescription(TEAM_MESSAGES.overlap);
    expect(within(day('Monday')).getByRole('combobox', { name: 'From' })).not.toHaveAttribute('aria-invalid');
  });

  it('puts the server’s field messages beside their fields, an hours one on the right day', async () => {
    const outside = "Thursday's working hours must be inside your opening hours: change them or your opening hours first.";
    mockApi({
      'GET /api/services/me': servicesPage,
      [`PUT /api/merchant/team/${MIA.id}`]: () =>
        jsonResponse({ error: TEAM_MESSAGES.nameTaken, fields: { display_name: TEAM_MESSAGES.nameTaken, 'working_hours.2': outside } }, 400),
    });
    renderDialog(MIA);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mia' });
    expect(await within(dialog).findByRole('radio', { name: /Set hours/ })).toBeChecked();
    expect(within(day('Monday')).getByRole('checkbox', { name: 'Works' })).toBeChecked();
    expect(within(day('Wednesday')).getByRole('checkbox', { name: 'Works' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.nameTaken);
    expect(within(dialog).getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription(expect.stringContaining(TEAM_MESSAGES.nameTaken));
    // working_hours.2 is the third range sent, Monday first: Thursday's.
    expect(within(day('Thursday')).getByText(outside)).toBeVisible();
    expect(within(day('Monday')).queryByText(outside)).toBeNull();
  });

  it('keeps a 409 refusal (deactivating someone with bookings) above the form', async () => {
    const refusal = 'This team member cannot be deactivated while they have 2 upcoming bookings, the first on Wed 2 Dec 2026 at 12:00. Move or cancel them first.';
    const api = mockApi({ 'GET /api/services/me': servicesPage, [`PUT /api/merchant/team/${MIA.id}`]: () => jsonResponse({ error: refusal }, 409) });
    const { onOpenChange } = renderDialog(MIA);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mia' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /^Active/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(callsTo(api, 'PUT', `/api/merchant/team/${MIA.id}`)[0]!.body).toMatchObject({ is_active: false });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
