import { apiRequest, type RequestOptions } from '@/components/ui/api-request';
import type { AdminUserDto, ImportReport, SearchUsersInput, UserSearchReply } from '@/lib/users/admin/schema';

export type { Issue } from '@/components/ui/api-request';

/** What an unreachable server reads as on the users screens. */
export const USERS_NETWORK_KEY = 'adminUsers.offline';

/** The users screens' calls (components/ui/api-request). */
const send = <T>(url: string, options: RequestOptions = {}) => apiRequest<T>(url, options, USERS_NETWORK_KEY);

export type SearchParams = Pick<SearchUsersInput, 'query' | 'page' | 'hitsPerPage' | 'kind' | 'sort' | 'order'> & {
  disabled?: boolean;
  workspaceId?: string;
};

export function searchUrl(p: SearchParams): string {
  const qs = new URLSearchParams({ query: p.query, page: String(p.page), hitsPerPage: String(p.hitsPerPage), kind: p.kind, sort: p.sort, order: p.order });
  if (p.disabled !== undefined) qs.set('disabled', String(p.disabled));
  if (p.workspaceId) qs.set('workspaceId', p.workspaceId);
  return `/api/v1/users?${qs}`;
}

export const usersApi = {
  search: (p: SearchParams) => send<UserSearchReply>(searchUrl(p)),
  add: (body: unknown) => send<{ item: AdminUserDto; invitationStatus: string | null }>('/api/v1/users/add', { method: 'POST', body }),
  inviteMany: (body: unknown) => send<ImportReport>('/api/v1/users/add', { method: 'POST', body }),
  update: (id: string, body: unknown) => send<{ item: AdminUserDto }>(`/api/v1/users/${id}`, { method: 'PATCH', body }),
  setRoles: (id: string, roles: Record<string, string | null>) => send<{ item: AdminUserDto | null }>(`/api/v1/users/${id}/roles`, { method: 'PUT', body: { roles } }),
  resendInvite: (id: string) => send<{ item: AdminUserDto }>(`/api/v1/users/${id}/invite`, { method: 'POST' }),
  setSharedPassword: (userId: string, password: string) =>
    send<{ item: AdminUserDto }>('/api/v1/auth/shared-account/reset-password', { method: 'POST', body: { userId, password } }),
};
