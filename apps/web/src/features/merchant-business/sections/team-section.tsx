import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { workingHoursSummary } from '@lull/domain/team';
import { CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { type Column, DataTable } from '@/components/dashboard/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { type MerchantService, useMyServices } from '../api/my-services';
import { type TeamMember, useDeleteTeamMember, useTeam } from '../api/team';
import { BusyCalendarDialog, BusyCalendarSummary } from '../components/busy-calendar-dialog';
import { TeamMemberDialog } from '../components/team-member-dialog';
import { SectionHeading } from './section-heading';

export const TEAM_LOAD_FAILED = 'We could not load your team.';
export const DELETE_MEMBER_FAILED = 'Failed to delete team member.';
export const FOLLOWS_OPENING_HOURS = 'Follows your opening hours';

/** The services a member does: "All services" when that is every one the salon has, else a chip each. */
function MemberServices({ member, services }: { member: TeamMember; services: MerchantService[] | undefined }) {
  if (services === undefined) return <span className="text-stone-600">{member.service_ids.length === 1 ? '1 service' : `${member.service_ids.length} services`}</span>;
  const done = services.filter((service) => member.service_ids.includes(service.id));
  if (services.length > 0 && done.length === services.length) return <Badge colour="blue">All services</Badge>;
  if (done.length === 0) return <span className="text-stone-600">No services</span>;
  return (
    <ul aria-label={`Services ${member.display_name} does`} className="flex flex-wrap justify-end gap-1.5 @2xl:justify-start">
      {done.map((service) => (
        <li key={service.id} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800 ring-1 ring-stone-300 ring-inset">
          {service.name}
        </li>
      ))}
    </ul>
  );
}

/** The member's week, a line per run of days alike ('Mon–Fri 09:00–17:00'), so no line breaks inside a range. */
function MemberHours({ member }: { member: TeamMember }) {
  if (member.uses_opening_hours) return <span className="text-stone-700">{FOLLOWS_OPENING_HOURS}</span>;
  const summary = workingHoursSummary(member.working_hours);
  if (summary === '') return <span className="text-stone-700">No working hours</span>;
  return (
    <ul aria-label={`${member.display_name}'s hours`}>
      {summary.split(', ').map((line) => (
        <li key={line} className="whitespace-nowrap">
          {line}
        </li>
      ))}
    </ul>
  );
}

/**
 * Team: the people who do the salon's treatments (decision 050), each with the services they do, the hours they work,
 * whether they take bookings and how many they have coming. Add and Edit open the member's form; Delete asks first,
 * and the server's refusal (upcoming bookings to move, say) stays in the dialog.
 */
export function TeamSection({ merchant }: { merchant: OwnMerchant }) {
  const team = useTeam();
  const services = useMyServices({ q: '', approval: 'all', active: 'all', page: 1, pageSize: 100 });
  const remove = useDeleteTeamMember();
  // undefined: no dialog; null: adding.
  const [editing, setEditing] = useState<TeamMember | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  // Whose busy calendar is open: a member's id, 'business', or none.
  const [busyOf, setBusyOf] = useState<string | null>(null);
  const busyMember = team.data?.members.find((member) => member.id === busyOf);
  const serviceList = services.data?.items;

  const columns: Column<TeamMember>[] = [
    { header: 'Team member', cell: (row) => <p className="font-medium text-stone-900">{row.display_name}</p> },
    { header: 'Services', cell: (row) => <MemberServices member={row} services={serviceList} /> },
    { header: 'Hours', cell: (row) => <MemberHours member={row} /> },
    { header: 'Status', cell: (row) => (row.is_active ? <Badge colour="green">Active</Badge> : <Badge colour="neutral">Inactive</Badge>) },
    { header: 'Upcoming bookings', numeric: true, cell: (row) => row.upcoming_bookings },
    {
      header: 'Busy calendar',
      cell: (row) => (
        <div className="space-y-1.5 text-sm">
          <BusyCalendarSummary status={row.busy_calendar} />
          <Button variant="link" size="sm" onClick={() => setBusyOf(row.id)} aria-label={`${row.busy_calendar ? 'Manage' : 'Connect'} ${row.display_name}'s busy calendar`}>
            {row.busy_calendar ? 'Manage' : 'Connect'}
          </Button>
        </div>
      ),
    },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2 @2xl:flex-nowrap @2xl:justify-end">
          <Button variant="secondary" size="sm" onClick={() => setEditing(row)} aria-label={`Edit ${row.display_name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(row)} aria-label={`Delete ${row.display_name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="team-heading" className="space-y-5">
      <SectionHeading id="team-heading" title="Team" description="The people who do your treatments: what each one does and when they work. Customers see a time only when someone who does the treatment is free.">
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" /> Add team member
        </Button>
      </SectionHeading>
      <DataTable
        caption="Your team"
        columns={columns}
        rows={team.data?.members}
        rowKey={(row) => row.id}
        isLoading={team.isFetching}
        error={team.isError ? { message: errorMessage(team.error, TEAM_LOAD_FAILED), retry: () => void team.refetch() } : null}
        empty={
          <div className="space-y-3">
            <p className="font-medium text-stone-900">No team members yet</p>
            <p>Add the people who do your treatments, with the services each one does and the hours they work, so customers can book them.</p>
            <Button onClick={() => setEditing(null)}>
              <Plus className="size-4" aria-hidden="true" /> Add team member
            </Button>
          </div>
        }
      />
      {team.data ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3.5 text-sm shadow-xs sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-stone-700" aria-hidden="true" />
            <div className="space-y-0.5">
              <p className="font-semibold text-stone-900">Business busy calendar</p>
              {team.data.business_busy_calendar ? (
                <BusyCalendarSummary status={team.data.business_busy_calendar} />
              ) : (
                <p className="text-stone-700">Read another calendar (Google, Apple, Outlook) so its events block everyone. Each member can have their own too.</p>
              )}
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => setBusyOf('business')}
            aria-label={`${team.data.business_busy_calendar ? 'Manage' : 'Connect'} the business busy calendar`}
          >
            {team.data.business_busy_calendar ? 'Manage' : 'Connect'}
          </Button>
        </div>
      ) : null}
      {busyOf !== null && (busyOf === 'business' || busyMember) ? (
        <BusyCalendarDialog
          key={busyOf}
          memberId={busyOf === 'business' ? null : busyOf}
          ownerName={busyOf === 'business' ? 'your business' : busyMember!.display_name}
          status={busyOf === 'business' ? (team.data?.business_busy_calendar ?? null) : (busyMember?.busy_calendar ?? null)}
          open
          onOpenChange={(open) => !open && setBusyOf(null)}
        />
      ) : null}
      {editing !== undefined ? (
        <TeamMemberDialog key={editing?.id ?? 'new'} member={editing} openingHours={merchant.availability_hours} open onOpenChange={(open) => !open && setEditing(undefined)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.display_name ?? 'this team member'}?`}
        description="They will no longer be offered to customers. A team member with bookings cannot be deleted: deactivate them instead, or move their upcoming bookings first."
        confirmLabel="Delete"
        destructive
        fallbackError={DELETE_MEMBER_FAILED}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            throw new Error(errorMessage(error, DELETE_MEMBER_FAILED));
          }
          toast.success(`${deleting.display_name} deleted.`);
        }}
      />
    </section>
  );
}
