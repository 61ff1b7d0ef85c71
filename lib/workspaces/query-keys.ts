import type { WorkspaceListType } from './schema';

/** react-query keys for workspace lists; a favourite toggle invalidates `all`. */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  groups: (type: WorkspaceListType) => ['workspaces', 'groups', type] as const,
  list: (type: WorkspaceListType, keyword: string) => ['workspaces', 'list', type, keyword] as const,
  /** One workspace's members and candidates; a membership change invalidates `members(id)`. */
  members: (id: string) => ['workspaces', 'members', id] as const,
  memberPage: (id: string, page: number, size: number, keyword: string) => ['workspaces', 'members', id, 'page', page, size, keyword] as const,
  candidates: (id: string, keyword: string) => ['workspaces', 'members', id, 'candidates', keyword] as const,
};
