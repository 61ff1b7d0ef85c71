import { getDb } from '@/db/client';
import { ROLES } from '@/lib/access/roles';
import { canGrantRole, canManageWorkspace } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { listOrgWorkspaces } from './queries';
import { addableTypes, canGrantOrgRole, isOrgAdminActor } from './rules';
import { searchUsersSchema, WORKSPACE_ROLES } from './schema';
import { searchUsers } from './search-users';

/** Everything /admin/users renders with: the first page and what this caller may give to whom. */
export async function getUsersPageData(session: SessionContext) {
  const db = await getDb();
  const input = searchUsersSchema.parse({});
  const [reply, all] = await Promise.all([searchUsers({ session, input }), listOrgWorkspaces(db, { orgId: session.org.id })]);
  const workspaces = all
    .filter((w) => canManageWorkspace(session, w.id))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return {
    initial: {
      params: { query: input.query, page: input.page, hitsPerPage: input.hitsPerPage, kind: input.kind, sort: input.sort, order: input.order },
      reply,
    },
    workspaces,
    addTypes: addableTypes(session),
    orgRoles: isOrgAdminActor(session) ? ROLES.filter((r) => canGrantOrgRole(session, r)) : [],
    // A workspace admin holds the same role in every workspace he manages, so one answers for all.
    workspaceRoles: workspaces.length ? WORKSPACE_ROLES.filter((r) => canGrantRole(session, workspaces[0].id, r)) : [],
  };
}
