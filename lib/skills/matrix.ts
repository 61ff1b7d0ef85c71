import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertCanManageSkills, canManageSkills, assertSkillsAvailable } from './access';
import { listMatrixCells, listMatrixPeople, listMatrixSkills } from './matrix-queries';
import { performanceState, toSkillListItem } from './present';
import { findOrgUser, listPlaylistRows } from './queries';
import type { MatrixQuery, PerformanceState, SkillListItem, SkillsMatrix } from './schema';
import { syncAndWelcomeOnly } from './welcome';
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
 * skills reach × those skills. The page of people and its total come from one statement; only that
 * page's cells are brought up to date (set-based sync) and read, one row per person, so the cost
 * follows the page, not the workspace's size.
 */
export async function workspaceSkillsMatrix({ session, workspaceId, query }: Caller & { workspaceId: string; query: MatrixQuery }): Promise<SkillsMatrix> {
  const db = await workspaceOrThrow(session, workspaceId);
  const orgId = session.org.id;
  const skills = await listMatrixSkills(db, { orgId, workspaceId });
  const now = new Date();
  const playlistIds = skills.map((s) => s.id);
  const { people, total } = await listMatrixPeople(db, { orgId, playlistIds, keyword: query.keyword, limit: query.size, offset: (query.page - 1) * query.size });
  const userIds = people.map((u) => u.id);
  if (userIds.length) await syncAndWelcomeOnly(db, { orgId, playlistIds, now, userIds });
  const cells = await listMatrixCells(db, { orgId, playlistIds, userIds });
  return {
    skills: skills.map((s) => ({ id: s.id, playlistTitle: s.title })),
    rows: people.map((u) => {
      const row: Record<string, { state: PerformanceState; percent: number } | null> = Object.fromEntries(playlistIds.map((id) => [id, null]));
      for (const [playlistId, status, percent, due, lapse] of cells.get(u.id) ?? []) {
        const state = performanceState({ status, dueAt: due === null ? null : new Date(due), lapsesAt: lapse === null ? null : new Date(lapse) }, now);
        row[playlistId] = { state, percent };
      }
      return { user: { uid: u.id, displayName: u.displayName }, cells: row };
    }),
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
