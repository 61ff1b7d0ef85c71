import { getDb } from '@/db/client';
import { manageableWorkspaces } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { loadTarget, toAdminUserDto } from './dto';
import type { AdminUserDto, SearchUsersInput, UserSearchReply } from './schema';
import { countUsers, findUserPage, type UserFilter } from './search-queries';
import { requireManagedWorkspace } from './workspace-access';

export type SearchUsersOptions = { session: SessionContext; input: SearchUsersInput };

/**
 * GET /api/v1/users – spec §7 user search: name, email or employee ID (case-insensitive), paged,
 * by disabled state and workspace. The organisation's shared-device accounts are left out (they
 * have their own list, kind=shared); workspace admins see members of their workspaces only.
 */
export async function searchUsers({ session, input }: SearchUsersOptions): Promise<UserSearchReply> {
  const db = await getDb();
  if (input.workspaceId) await requireManagedWorkspace(db, session, input.workspaceId);
  const filter: UserFilter = {
    orgId: session.org.id,
    clientKey: session.org.clientKey,
    keyword: input.query,
    disabled: input.disabled,
    workspaceId: input.workspaceId,
    scope: manageableWorkspaces(session),
    kind: input.kind,
  };
  const { page, hitsPerPage } = input;
  const rows = await findUserPage(db, { ...filter, sort: input.sort, order: input.order, limit: hitsPerPage, offset: page * hitsPerPage });
  const nbHits = rows[0]?.total ?? (page > 0 ? await countUsers(db, filter) : 0);
  return {
    items: {
      hits: rows.map((row) => toAdminUserDto(session, row, input.workspaceId)),
      query: input.query,
      page,
      hitsPerPage,
      nbHits,
      nbPages: Math.ceil(nbHits / hitsPerPage),
    },
    total: nbHits,
  };
}

/** GET /api/v1/users/{id} – one user as the caller may administer them. */
export async function getAdminUser({ session, userId }: { session: SessionContext; userId: string }): Promise<AdminUserDto> {
  return toAdminUserDto(session, await loadTarget(await getDb(), session, userId));
}
