import type { Db } from '@/db/client';
import type { SkillAssignment, SkillUserProgress } from '@/db/schema';
import { listAssignments, listProgressRows, listTeamMembers, insertProgressRows, updateProgressRow } from './assignment-queries';
import { effectiveAssignments } from './effective';
import { dueFor, nextCycle } from './cycle';

export type SkillReach = {
  /** user id → the assignment that reaches them (direct first). */
  assignments: Map<string, SkillAssignment>;
  /** user id → their progress row. */
  progress: Map<string, SkillUserProgress>;
  /** Rows created by this sync: people who just came into the skill (new assignment or new team member). */
  created: SkillUserProgress[];
};

/** Which skills to bring up to date, for everyone they reach or only for these people (`userId`: one). */
export type SyncScope = { orgId: string; playlistIds: string[]; now: Date; userId?: string; userIds?: string[] };

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/**
 * Brings skills' progress rows in line with who they reach now. Team membership is read here, so a
 * team's new members get the skill on the next read or the daily job; their cycle starts then.
 * A changed due interval moves the due date of cycles not yet completed; a lapsed certificate
 * starts the next cycle (recurrence).
 */
export async function syncSkills(db: Db, p: SyncScope): Promise<Map<string, SkillReach>> {
  const userIds = p.userId ? [p.userId] : p.userIds;
  const all = await listAssignments(db, { orgId: p.orgId, playlistIds: p.playlistIds, userIds });
  const teamIds = [...new Set(all.flatMap((a) => (a.teamId ? [a.teamId] : [])))];
  const members = await listTeamMembers(db, { orgId: p.orgId, teamIds, userIds });
  const existing = await listProgressRows(db, { orgId: p.orgId, playlistIds: p.playlistIds, userIds });
  const out = new Map<string, SkillReach>();
  const missing: { playlistId: string; userId: string; a: SkillAssignment }[] = [];
  // Grouped once: a job over hundreds of skills must not scan every row once per skill.
  const assignmentsOf = groupBy(all, (a) => a.playlistId);
  const progressOf = groupBy(existing, (r) => r.playlistId);
  for (const playlistId of p.playlistIds) {
    let assignments = effectiveAssignments(assignmentsOf.get(playlistId) ?? [], members);
    if (userIds) {
      const only = new Set(userIds);
      assignments = new Map([...assignments].filter(([u]) => only.has(u)));
    }
    const progress = new Map((progressOf.get(playlistId) ?? []).map((r) => [r.userId, r]));
    out.set(playlistId, { assignments, progress, created: [] });
    for (const [userId, a] of assignments) {
      const row = progress.get(userId);
      if (!row) {
        missing.push({ playlistId, userId, a });
        continue;
      }
      const reset = nextCycle(row, a, p.now);
      if (reset) {
        const updated = await updateProgressRow(db, { orgId: p.orgId, id: row.id, patch: reset });
        if (updated) progress.set(userId, updated);
        continue;
      }
      if (row.status === 'completed') continue;
      const due = dueFor(a, row.cycleStartedAt);
      if ((due?.getTime() ?? null) !== (row.dueAt?.getTime() ?? null)) {
        const updated = await updateProgressRow(db, { orgId: p.orgId, id: row.id, patch: { dueAt: due } });
        if (updated) progress.set(userId, updated);
      }
    }
  }
  const created = await insertProgressRows(
    db,
    missing.map(({ playlistId, userId, a }) => ({ organizationId: p.orgId, playlistId, userId, cycleStartedAt: p.now, dueAt: dueFor(a, p.now) })),
  );
  for (const row of created) {
    const reach = out.get(row.playlistId)!;
    reach.progress.set(row.userId, row);
    reach.created.push(row);
  }
  // A concurrent sync may have inserted a row this one skipped: read those back.
  const stillMissing = missing.filter((m) => !out.get(m.playlistId)!.progress.has(m.userId));
  if (stillMissing.length) {
    const rows = await listProgressRows(db, { orgId: p.orgId, playlistIds: [...new Set(stillMissing.map((m) => m.playlistId))], userIds: stillMissing.map((m) => m.userId) });
    for (const r of rows) out.get(r.playlistId)?.progress.set(r.userId, r);
  }
  return out;
}

