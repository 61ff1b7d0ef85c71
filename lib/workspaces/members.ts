import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import type { MemberCandidate, WorkspaceMember, WorkspaceMembersReply, WorkspaceTeam } from './admin-types';
import { effectiveMemberRole, grantableRoles, memberPermissions } from './member-rules';
import { listMembers, listWorkspaceTeams, searchCandidates, type MemberRow } from './member-queries';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { MembersQuery } from './schema';
import { loadManagedWorkspace } from './workspace-access';

type MemberLike = Pick<MemberRow, 'id' | 'displayName' | 'email' | 'employeeId' | 'orgRole' | 'disabled' | 'storedRole'>;

export function toMember(session: SessionContext, workspaceId: string, row: MemberLike): WorkspaceMember {
  const facts = { userId: row.id, orgRole: row.orgRole, storedRole: row.storedRole };
  const role = effectiveMemberRole(facts);
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    employeeId: row.employeeId,
    role,
    isOrgAdmin: isOrgAdminRole(role),
    disabled: row.disabled,
    ...memberPermissions(session, workspaceId, facts),
  };
}

// GET /api/v1/workspaces/{id}/users?page=&size=&keyword= – members of a workspace the caller administers
export async function listWorkspaceMembers(session: SessionContext, id: unknown, query: MembersQuery): Promise<WorkspaceMembersReply> {
  const db = await getDb();
  const ws = await loadManagedWorkspace(db, session, id);
  const { rows, total } = await listMembers(db, {
    orgId: session.org.id,
    workspaceId: ws.id,
    keyword: query.keyword,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { items: rows.map((r) => toMember(session, ws.id, r)), total, grantableRoles: grantableRoles(session, ws.id) };
}

const CANDIDATES_LIMIT = 20;

// GET /api/v1/workspaces/{id}/candidates?keyword= – people of the organisation to add as members
export async function searchMemberCandidates(session: SessionContext, id: unknown, keyword: string) {
  const db = await getDb();
  const ws = await loadManagedWorkspace(db, session, id);
  const rows = await searchCandidates(db, { orgId: session.org.id, workspaceId: ws.id, keyword, limit: CANDIDATES_LIMIT });
  const items: MemberCandidate[] = rows.map(({ memberRole, ...r }) => ({ ...r, isMember: memberRole !== null }));
  return { items, total: items.length };
}

// GET /api/v1/workspaces/{id}/teams – teams with people in this workspace
export async function listTeamsOfWorkspace(session: SessionContext, id: unknown) {
  const db = await getDb();
  const ws = await loadManagedWorkspace(db, session, id);
  const rows = await listWorkspaceTeams(db, { orgId: session.org.id, workspaceId: ws.id });
  const items: WorkspaceTeam[] = rows
    .map((r) => ({ ...r, membersInWorkspace: Number(r.membersInWorkspace), membersCount: Number(r.membersCount) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items, total: items.length };
}
