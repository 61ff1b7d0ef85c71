import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertCanManageSkills, canManageSkills, assertSkillsAvailable } from './access';
import { countReachedPeople, listReachedPeople } from './performance-queries';
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

/**
 * GET /api/v1/workspaces/{id}/skills-matrix?page&size&keyword – people the workspace's published
 * skills reach × those skills. The page of people is chosen in SQL; only their cells are read and
 * brought up to date (sync), so the cost follows the page, not the workspace's size.
 */
export async function workspaceSkillsMatrix({ session, workspaceId, query }: Caller & { workspaceId: string; query: MatrixQuery }): Promise<SkillsMatrix> {
  const db = await workspaceOrThrow(session, workspaceId);
  const orgId = session.org.id;
  const rows = await listPlaylistRows(db, { orgId, workspaceId, publishedOnly: true });
  const now = new Date();
  const reached = { orgId, playlistIds: rows.map((r) => r.playlist.id), keyword: query.keyword };
  const [page, total] = await Promise.all([
    listReachedPeople(db, { ...reached, limit: query.size, offset: (query.page - 1) * query.size }),
    countReachedPeople(db, reached),
  ]);
  const reach = page.length ? await syncAndWelcome(db, { orgId, playlistIds: reached.playlistIds, now, userIds: page.map((u) => u.id) }) : new Map();
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
    total,
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
