import { isIpBlockedReply, notifyIpBlocked } from '@/components/access/use-ip-check';
import type { AdminUserDto, ImportReport, SearchUsersInput, UserSearchReply } from '@/lib/users/admin/schema';

export type Issue = { path: string; message: string };

/** A refused or failed call; `messageKey` is the message id to show, `issues` the field errors. Status 0: offline. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly issues: Issue[] = [],
  ) {
    super(messageKey);
  }
}

type ErrorBody = { error?: { code?: string; message?: string; issues?: Issue[] } } | null;

export async function send<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new AdminApiError(0, 'adminUsers.offline');
  }
  const data = (await res.json().catch(() => null)) as ErrorBody;
  if (!res.ok) {
    if (isIpBlockedReply(res.status, data as never)) notifyIpBlocked();
    throw new AdminApiError(res.status, data?.error?.message ?? 'alert.unexpectedError', data?.error?.issues ?? []);
  }
  return data as T;
}

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
