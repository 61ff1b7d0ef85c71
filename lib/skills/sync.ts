import type { Db } from '@/db/client';
import type { SkillAssignment, SkillUserProgress } from '@/db/schema';
import { listAssignments, listProgressRows, listTeamMembers } from './assignment-queries';
import { effectiveAssignments } from './effective';
import { syncProgress, type CreatedProgress, type SyncScope } from './progress-sync';

export type { SyncScope } from './progress-sync';

export type SkillReach = {
  /** user id → the assignment that reaches them (direct first). */
  assignments: Map<string, SkillAssignment>;
  /** user id → their progress row. */
  progress: Map<string, SkillUserProgress>;
  /** Rows created by this sync: people who just came into the skill (new assignment or new team member). */
  created: SkillUserProgress[];
};

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** Who the skills reach and their progress rows, as they stand (no writes). */
async function readReach(db: Db, p: SyncScope, created: CreatedProgress[]): Promise<Map<string, SkillReach>> {
  const userIds = p.userId ? [p.userId] : p.userIds;
  const all = await listAssignments(db, { orgId: p.orgId, playlistIds: p.playlistIds, userIds });
  const teamIds = [...new Set(all.flatMap((a) => (a.teamId ? [a.teamId] : [])))];
  const [members, existing] = await Promise.all([
    listTeamMembers(db, { orgId: p.orgId, teamIds, userIds }),
    listProgressRows(db, { orgId: p.orgId, playlistIds: p.playlistIds, userIds }),
  ]);
  const fresh = new Set(created.map((c) => c.id));
  // Grouped once: a read over hundreds of skills must not scan every row once per skill.
  const assignmentsOf = groupBy(all, (a) => a.playlistId);
  const progressOf = groupBy(existing, (r) => r.playlistId);
  const only = userIds ? new Set(userIds) : null;
  const out = new Map<string, SkillReach>();
  for (const playlistId of p.playlistIds) {
    let assignments = effectiveAssignments(assignmentsOf.get(playlistId) ?? [], members);
    if (only) assignments = new Map([...assignments].filter(([u]) => only.has(u)));
    const rows = progressOf.get(playlistId) ?? [];
    out.set(playlistId, { assignments, progress: new Map(rows.map((r) => [r.userId, r])), created: rows.filter((r) => fresh.has(r.id)) });
  }
  return out;
}

/**
 * Brings skills' progress rows in line with who they reach now (set-based, lib/skills/progress-sync.ts),
 * then reads them. Team membership is read here, so a team's new members get the skill on the next
 * read or the daily job; their cycle starts then.
 */
export async function syncSkills(db: Db, p: SyncScope): Promise<Map<string, SkillReach>> {
  return readReach(db, p, await syncProgress(db, p));
}

/** syncSkills for callers that already synced (they hold the created rows). */
export const reachAfterSync = readReach;
