import type { TeamMember } from '@lull/domain/contracts/team';
import type { MerchantService } from '@lull/domain/contracts/services';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { makeMerchantService, makeOwnMerchant } from '@/test/merchant-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { TeamSection } from './team-section';

const merchant = makeOwnMerchant({
  availability_hours:
    'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 10:00-14:00, Sunday: Closed',
});

/** A service of the salon, as its Services tab lists it (description, technician and price aside). */
const service = (id: string, name: string, overrides: Partial<MerchantService> = {}) =>
  makeMerchantService({ id, merchant_id: merchant.id, name, description: '', technician_name: '', ...overrides });

const SERVICES = [
  service('a1111111-1111-4111-8111-111111111111', 'Gel manicure'),
  service('b2222222-2222-4222-8222-222222222222', 'Pedicure'),
  service('c3333333-3333-4333-8333-333333333333', 'Nail art', { is_active: false }),
];
const weekday = (day: number) => ({ day_of_week: day, start_time: '09:00', end_time: '17:00' });

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'd4444444-4444-4444-8444-444444444444',
    display_name: 'Mia',
    service_ids: SERVICES.map((s) => s.id),
    working_hours: [1, 2, 3, 4, 5].map(weekday).concat({ day_of_week: 6, start_time: '10:00', end_time: '14:00' }),
    is_active: true,
    uses_opening_hours: true,
    upcoming_bookings: 3,
    busy_calendar: null,
    ...overrides,
  };
}

const servicesPage = () => jsonResponse({ items: SERVICES, total: SERVICES.length, page: 1, page_size: 100 });

function renderSection() {
  return renderWithApp(
    <>
      <TeamSection merchant={merchant} />
      <Toaster />
    </>,
    { route: '/merchant/dashboard?tab=team' },
  );
}

describe('TeamSection', () => {
  it('lists each member with the services they do, their hours Monday first, whether they are active and their upcoming bookings', async () => {
    mockApi({
      'GET /api/merchant/team': () =>
        jsonResponse({
          members: [
            member(),
            member({
              id: 'e5555555-5555-4555-8555-555555555555',
              display_name: 'Jo',
              service_ids: [SERVICES[1]!.id, SERVICES[2]!.id],
              uses_opening_hours: false,
              working_hours: [{ day_of_week: 6, start_time: '10:00', end_time: '14:00' }, weekday(1), weekday(2), weekday(3), weekday(4), weekday(5)],
              is_active: false,
              upcoming_bookings: 0,
            }),
          ],
        }),
      'GET /api/services/me': servicesPage,
    });
    renderSection();

    const mia = (await screen.findByText('Mia')).closest('tr')!;
    expect(within(mia).getByText('All services')).toBeVisible();
    expect(within(mia).getByText('Follows your opening hours')).toBeVisible();
    expect(within(mia).getByText('Active')).toBeVisible();
    expect(within(mia).getByText('3')).toBeVisible();

    const jo = screen.getByText('Jo').closest('tr')!;
    const chips = await within(jo).findByRole('list', { name: 'Services Jo does' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Pedicure', 'Nail art']);
    expect(within(within(jo).getByRole('list', { name: "Jo's hours" })).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Mon–Fri 09:00–17:00', 'Sat 10:00–14:00']);
    expect(within(jo).getByText('Inactive')).toBeVisible();
    expect(within(jo).getByRole('button', { name: 'Edit Jo' })).toBeEnabled();
  });

  it('invites the salon to add its people when the team is empty, and opens the form', async () => {
    mockApi({ 'GET /api/merchant/team': () => jsonResponse({ members: [] }), 'GET /api/services/me': servicesPage });
    renderSection();

    expect(await screen.findByText(/Add the people who do your treatments/)).toBeVisible();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Add team member' });
    await userEvent.click(inEmptyState!);
    expect(await screen.findByRole('dialog', { name: 'Add team member' })).toBeVisible();
  });

  it('works from the keyboard alone: Add opens the form on its first field, Escape closes it and gives focus back', async () => {
    mockApi({ 'GET /api/merchant/team': () => jsonResponse({ members: [member()] }), 'GET /api/services/me': servicesPage });
    renderSection();
    await screen.findByText('Mia');

    const add = screen.getByRole('button', { name: 'Add team member' });
    await userEvent.tab();
    expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add team member' });
    const name = await within(dialog).findByRole('textbox', { name: 'Display name' });
    expect(name).toHaveFocus();
    await userEvent.keyboard('Ama');
    expect(name).toHaveValue('Ama');
    await userEvent.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(dialog).getByRole('checkbox', { name: 'Gel manicure' })).not.toBeChecked();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
  });

  it('says when the team could not be loaded and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/merchant/team': () => (++calls === 1 ? new Response('', { status: 502 }) : jsonResponse({ members: [member()] })),
      'GET /api/services/me': servicesPage,
    });
    renderSection();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your team.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mia')).toBeVisible();
  });

  it('asks before deleting, and keeps the server’s refusal in the dialog', async () => {
    const refusal = 'This team member cannot be deleted while they have 3 upcoming bookings, the first on Wed 2 Dec 2026 at 12:00. Move or cancel them first.';
    const api = mockApi({
      'GET /api/merchant/team': () => jsonResponse({ members: [member()] }),
      'GET /api/services/me': servicesPage,
      [`DELETE /api/merchant/team/${member().id}`]: () => jsonResponse({ error: refusal }, 409),
    });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Mia?' });
    expect(callsTo(api, 'DELETE', `/api/merchant/team/${member().id}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Delete Mia?' })).toBeVisible();
  });

  it('deletes a member once confirmed', async () => {
    let members = [member()];
    mockApi({
      'GET /api/merchant/team': () => jsonResponse({ members }),
      'GET /api/services/me': servicesPage,
      [`DELETE /api/merchant/team/${member().id}`]: () => {
        members = [];
        return new Response(null, { status: 204 });
      },
    });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mia' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Mia?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Mia deleted.')).toBeVisible();
    expect(await screen.findByText('No team members yet')).toBeVisible();
  });
});
