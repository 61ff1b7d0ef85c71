/**
 * react-query keys of the content library; every card change invalidates `all`, so each list,
 * search and dialog showing workflows refetches once.
 */
export type WorkflowListParams = { source: string; page: number; size: number; sort: string; locale: string };

export const workflowKeys = {
  all: ['workflows'] as const,
  list: (params: WorkflowListParams) => ['workflows', 'list', params] as const,
  search: (body: unknown) => ['workflows', 'search', body] as const,
  versions: (id: string) => ['workflows', 'versions', id] as const,
  editWorkspaces: () => ['workflows', 'edit-workspaces'] as const,
  catalog: () => ['workflows', 'catalog'] as const,
};
