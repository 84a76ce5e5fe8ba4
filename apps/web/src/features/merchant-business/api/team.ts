import type { TeamMember, TeamResponse } from '@lull/domain/contracts/team';
import type { TeamMemberInput } from '@lull/domain/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type { TeamMember };

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
