import type { BusyCalendarStatus, TeamMember, TeamResponse } from '@lull/domain/contracts/team';
import type { TeamMemberInput } from '@lull/domain/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { BusyCalendarStatus, TeamMember };

/** Every query about the salon's team starts with this, so a change refreshes them all. */
export const teamQueryKey = ['merchant-team'] as const;

/** GET /api/merchant/team: the salon's team members in its order. */
export function useTeam() {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => api.get<TeamResponse>('/api/merchant/team', signal),
  });
}

function useTeamChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      // Who works when decides the times customers are offered.
      void queryClient.invalidateQueries({ queryKey: ['services'] });
    },
  });
}

/** Adds (no id) or changes a team member with the form's checked values; answers the member as saved. */
export function useSaveTeamMember() {
  return useTeamChange(({ id, input }: { id: string | null; input: TeamMemberInput }) =>
    id === null ? api.post<TeamMember>('/api/merchant/team', input) : api.put<TeamMember>(`/api/merchant/team/${encodeURIComponent(id)}`, input),
  );
}

/** Deletes a team member; the server refuses (409) one with upcoming or past bookings, saying why. */
export function useDeleteTeamMember() {
  return useTeamChange((id: string) => api.delete<undefined>(`/api/merchant/team/${encodeURIComponent(id)}`));
}

/** A busy calendar's address: a member's (`memberId`) or the business's (null). */
const busyCalendarPath = (memberId: string | null) => (memberId === null ? '/api/merchant/busy-calendar' : `/api/merchant/team/${encodeURIComponent(memberId)}/busy-calendar`);

function useBusyCalendarChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      // Its busy times are blocks in the diary, and times customers are no longer offered.
      void queryClient.invalidateQueries({ queryKey: ['merchant-diary'] });
      void queryClient.invalidateQueries({ queryKey: ['services'] });
    },
  });
}

/** Saves the secret address of a member's (or the business's) other calendar; answers the first read's outcome. */
export function useSaveBusyCalendar() {
  return useBusyCalendarChange(({ memberId, url }: { memberId: string | null; url: string }) => api.put<BusyCalendarStatus>(busyCalendarPath(memberId), { url }));
}

/** Stops reading a member's (or the business's) other calendar; its busy times leave the diary. */
export function useRemoveBusyCalendar() {
  return useBusyCalendarChange((memberId: string | null) => api.delete<undefined>(busyCalendarPath(memberId)));
}
