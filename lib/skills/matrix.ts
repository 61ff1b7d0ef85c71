import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertCanManageSkills, canManageSkills, assertSkillsAvailable } from './access';
import { listUsersByIds } from './performance-queries';
import { performanceState, toSkillListItem } from './present';
import { findOrgUser, listPlaylistRows } from './queries';
import type { MatrixQuery, SkillListItem, SkillsMatrix } from './schema';
import { syncAndWelcome } from './welcome';
import { findWorkspaceInOrg } from './workspace-queries';

type Caller = { session: SessionContext };

async function workspaceOrThrow(session: SessionContext, workspaceId: string) {
  assertCanManageSkills(session);
  const db = await getDb();
  if (!isUuid(workspaceId) || !(await findWorkspaceInOrg(db, { orgId: session.org.id, workspaceId }))) throw new AppError('not_found');
  return db;
}

// GET /api/v1/workspaces/{id}/skills – the workspace's skills (its `group`)
export async function listWorkspaceSkills({ session, workspaceId }: Caller & { workspaceId: string }): Promise<{ items: SkillListItem[]; total: number }> {
  const db = await workspaceOrThrow(session, workspaceId);
  const rows = await listPlaylistRows(db, { orgId: session.org.id, workspaceId });
  return { items: rows.map(toSkillListItem), total: rows.length };
}

// GET /api/v1/workspaces/{id}/skills-matrix?page&size&keyword – people the workspace's published skills reach × those skills
export async function workspaceSkillsMatrix({ session, workspaceId, query }: Caller & { workspaceId: string; query: MatrixQuery }): Promise<SkillsMatrix> {
  const db = await workspaceOrThrow(session, workspaceId);
  const orgId = session.org.id;
  const rows = await listPlaylistRows(db, { orgId, workspaceId, publishedOnly: true });
  const now = new Date();
  const reach = await syncAndWelcome(db, { orgId, playlistIds: rows.map((r) => r.playlist.id), now });
  const userIds = [...new Set([...reach.values()].flatMap((r) => [...r.assignments.keys()]))];
  const keyword = query.keyword.toLocaleLowerCase();
  const people = (await listUsersByIds(db, { orgId, ids: userIds })).filter((u) => !keyword || u.displayName.toLocaleLowerCase().includes(keyword));
  const page = people.slice((query.page - 1) * query.size, query.page * query.size);
  return {
    skills: rows.map((r) => ({ id: r.playlist.id, playlistTitle: r.playlist.title })),
    rows: page.map((u) => ({
      user: { uid: u.id, displayName: u.displayName },
      cells: Object.fromEntries(
        rows.map((r) => {
          const reachOf = reach.get(r.playlist.id);
          const p = reachOf?.assignments.has(u.id) ? reachOf.progress.get(u.id) : undefined;
          return [r.playlist.id, p ? { state: performanceState(p, now), percent: p.percent } : null];
        }),
      ),
    })),
    total: people.length,
  };
}

// GET /api/v1/users/{id|me}/skills/creator – skills the user created (themselves, or a skills manager asking)
export async function listCreatorSkills({ session, userId }: Caller & { userId: string }): Promise<{ items: SkillListItem[]; total: number }> {
  assertSkillsAvailable(session);
  const db = await getDb();
  const own = userId === 'me' || userId === session.user.id;
  if (!own && !canManageSkills(session)) throw new AppError('forbidden');
  const creator = own ? session.user.id : userId;
  if (!own && (!isUuid(creator) || !(await findOrgUser(db, { orgId: session.org.id, userId: creator })))) throw new AppError('not_found');
  const rows = await listPlaylistRows(db, { orgId: session.org.id, createdById: creator });
  return { items: rows.map(toSkillListItem), total: rows.length };
}
