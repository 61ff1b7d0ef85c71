import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import {
  countTeams,
  deleteTeamRow,
  findTeamNamed,
  findTeamRow,
  insertTeam,
  listTeamRows,
  lockOrgNames,
  updateTeamName,
  type TeamRow,
} from './queries';
import type { CreateTeamInput, RenameTeamInput, TeamDependents, TeamItem, TeamsQuery } from './schema';

type Caller = { session: SessionContext };

/** Workspace admins and org admins manage teams (spec §6, access.teams). */
export const canManageTeams = (session: SessionContext) => session.access.teams;

export function assertCanManageTeams(session: SessionContext) {
  if (!canManageTeams(session)) throw new AppError('forbidden');
}

export const toTeamItem = (row: TeamRow, canEdit: boolean): TeamItem => ({
  id: row.id,
  name: row.name,
  membersCount: Number(row.membersCount),
  createdAt: row.createdAt.toISOString(),
  canEdit,
});

/** The team of the caller's organisation, or 404 (another organisation's team reads as unknown). */
export async function getTeamRowOrThrow(db: Db, session: SessionContext, teamId: string): Promise<TeamRow> {
  const row = isUuid(teamId) ? await findTeamRow(db, { orgId: session.org.id, teamId }) : null;
  if (!row) throw new AppError('not_found');
  return row;
}

async function assertNameFree(db: Db, session: SessionContext, name: string, exceptId?: string) {
  await lockOrgNames(db, { orgId: session.org.id, kind: 'team' });
  if (await findTeamNamed(db, { orgId: session.org.id, name, exceptId })) {
    throw new AppError('conflict', 'adminTeams.nameTaken', { field: 'name' });
  }
}

// GET /api/v1/teams – the organisation's teams with member counts
export async function listTeams({ session, query }: Caller & { query: TeamsQuery }): Promise<{ items: TeamItem[]; total: number }> {
  assertCanManageTeams(session);
  const db = await getDb();
  const filter = { orgId: session.org.id, keyword: query.keyword };
  const paging = query.all ? {} : { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([
    listTeamRows(db, { ...filter, orderBy: query.orderBy, order: query.order, ...paging }),
    countTeams(db, filter),
  ]);
  return { items: rows.map((r) => toTeamItem(r, true)), total };
}

export async function createTeam({ session, name }: Caller & CreateTeamInput): Promise<TeamItem> {
  assertCanManageTeams(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertNameFree(tx, session, name);
    const id = await insertTeam(tx, { orgId: session.org.id, name, createdById: session.user.id });
    await recordAudit(tx, session, { action: 'team.create', entityType: 'team', entityId: id, entityName: name, after: { name } });
    return toTeamItem((await findTeamRow(tx, { orgId: session.org.id, teamId: id }))!, true);
  });
}

export async function renameTeam({ session, teamId, name }: Caller & RenameTeamInput & { teamId: string }): Promise<TeamItem> {
  assertCanManageTeams(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getTeamRowOrThrow(tx, session, teamId);
    if (before.name !== name) {
      await assertNameFree(tx, session, name, teamId);
      await updateTeamName(tx, { orgId: session.org.id, teamId, name });
      await recordAudit(tx, session, {
        action: 'team.rename',
        entityType: 'team',
        entityId: teamId,
        entityName: name,
        before: { name: before.name },
        after: { name },
      });
    }
    return toTeamItem({ ...before, name }, true);
  });
}

/**
 * Deletes a team and its memberships. Without `confirm` nothing happens: the answer is 409 with
 * what depends on the team, so the admin sees what they are about to remove.
 */
export async function deleteTeam({ session, teamId, confirm }: Caller & { teamId: string; confirm: boolean }): Promise<TeamItem> {
  assertCanManageTeams(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await getTeamRowOrThrow(tx, session, teamId);
    const dependents: TeamDependents = { members: Number(row.membersCount) };
    if (!confirm) throw new AppError('conflict', 'adminTeams.confirmDelete', { name: row.name, ...dependents });
    await deleteTeamRow(tx, { orgId: session.org.id, teamId });
    await recordAudit(tx, session, {
      action: 'team.delete',
      entityType: 'team',
      entityId: teamId,
      entityName: row.name,
      before: { name: row.name, ...dependents },
    });
    return toTeamItem(row, true);
  });
}
