'use client';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/components/admin/kit/admin-api';
import { useNamedActions } from '@/components/admin/kit/use-named-actions';
import { teamKeys } from '@/lib/teams/query-keys';
import type { TeamItem, TeamMember, TeamWithMembers } from '@/lib/teams/schema';

const BASE = '/api/v1/teams';
type Reply<T> = { item: T };

/** Every team of the organisation (sorted, searched and paged in the table). */
export function useTeamList(initial: TeamItem[]) {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: async () => (await adminRequest<{ items: TeamItem[] }>(`${BASE}?all=true`)).items,
    initialData: initial,
  });
}

/** One team with its members, for the members editor. */
export function useTeam(id: string | null) {
  return useQuery({
    queryKey: teamKeys.team(id ?? ''),
    queryFn: async () => (await adminRequest<Reply<TeamWithMembers>>(`${BASE}/${id}`)).item,
    enabled: id !== null,
  });
}

/** People the member picker may offer for a keyword (the server leaves out current members). */
export function useMemberCandidates(teamId: string, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.candidates(teamId, keyword),
    queryFn: async () => (await adminRequest<{ items: TeamMember[] }>(`${BASE}/${teamId}/candidates?keyword=${encodeURIComponent(keyword)}`)).items,
    enabled,
    staleTime: 5_000,
  });
}

/** The changes; each refreshes every team query once the server has answered. */
export function useTeamActions() {
  const named = useNamedActions<TeamItem>(BASE, teamKeys.all);
  const { after } = named;
  return {
    ...named,
    addMember: (id: string, userId: string) =>
      after(adminRequest<Reply<TeamItem>>(`${BASE}/${id}/members`, { method: 'POST', body: { userIds: [userId] } })),
    removeMember: (id: string, userId: string) => after(adminRequest<Reply<TeamItem>>(`${BASE}/${id}/members/${userId}`, { method: 'DELETE' })),
  };
}
