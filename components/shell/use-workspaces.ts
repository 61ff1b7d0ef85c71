'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useBrowserMutation, useSeededQuery } from '@/components/providers/server-seeded';
import { workspaceKeys } from '@/lib/workspaces/query-keys';
import type { WorkspaceGroupItem } from '@/lib/workspaces/schema';
import { apiRequest } from '@/components/ui/api-request';

type GroupsReply = { items: WorkspaceGroupItem[]; total: number };

/** The "view" workspace groups with their workspaces; the server's render seeds the cache. */
export function useViewWorkspaceGroups(initial: WorkspaceGroupItem[]) {
  return useSeededQuery({
    queryKey: workspaceKeys.groups('view'),
    queryFn: () => apiRequest<GroupsReply>('/api/v1/workspaces-groups?needWorkspaces=true&workspacesType=view'),
    initialData: { items: initial, total: initial.length },
  });
}

/** Toggles a favourite and refreshes every workspace list (spec §7). */
export function useToggleWorkspaceLike() {
  const client = useQueryClient();
  return useBrowserMutation({
    mutationFn: (input: { workspaceId: string; like: boolean }) =>
      apiRequest('/api/v1/user-likes/workspaces', { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: workspaceKeys.all }),
    // Spec §8: a failed favourite is only logged; the refreshed list shows the real state.
    onError: (error) => console.warn('[workspaces] favourite failed', error),
  });
}
