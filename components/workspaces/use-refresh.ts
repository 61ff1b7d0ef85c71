'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { workspaceKeys } from '@/lib/workspaces/query-keys';

/**
 * After an admin change: re-render the server page, and refetch the workspace lists held in
 * the browser (the side menu), so a renamed or new workspace shows everywhere at once.
 */
export function useRefreshWorkspaces() {
  const router = useRouter();
  const client = useQueryClient();
  const [refreshing, startRefresh] = useTransition();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: workspaceKeys.all });
    startRefresh(() => router.refresh());
  };
  return { refresh, refreshing };
}
