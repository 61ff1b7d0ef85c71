'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from '@/components/workspaces/api-client';
import type { MemberCandidate, WorkspaceMember, WorkspaceMembersReply } from '@/lib/workspaces/admin-types';
import { workspaceKeys } from '@/lib/workspaces/query-keys';
import type { WorkspaceRole } from '@/lib/workspaces/schema';

/** Spec §9: searches wait 300 ms after the last key press. */
export function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useMemberPage(workspaceId: string, page: number, size: number, keyword: string) {
  const query = new URLSearchParams({ page: String(page + 1), size: String(size), keyword });
  return useQuery({
    queryKey: workspaceKeys.memberPage(workspaceId, page, size, keyword),
    queryFn: () => apiCall<WorkspaceMembersReply>(`/api/v1/workspaces/${workspaceId}/users?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useCandidates(workspaceId: string, keyword: string) {
  return useQuery({
    queryKey: workspaceKeys.candidates(workspaceId, keyword),
    queryFn: () => apiCall<{ items: MemberCandidate[]; total: number }>(`/api/v1/workspaces/${workspaceId}/candidates?${new URLSearchParams({ keyword })}`),
    placeholderData: keepPreviousData,
  });
}

/** Add, change and remove memberships; each refreshes this workspace's lists and tells the page. */
export function useMemberChanges(workspaceId: string, onChanged: () => void) {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) });
    onChanged();
  };
  const base = `/api/v1/workspaces/${workspaceId}/users`;
  return {
    add: useMutation({
      mutationFn: (input: { userIds: string[]; role: WorkspaceRole }) =>
        apiCall<{ items: WorkspaceMember[]; total: number }>(base, { method: 'POST', body: input }),
      onSuccess: settle,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
        apiCall<{ item: WorkspaceMember }>(`${base}/${userId}`, { method: 'PATCH', body: { role } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => apiCall<{ item: { id: string } }>(`${base}/${userId}`, { method: 'DELETE' }),
      onSuccess: settle,
    }),
  };
}
