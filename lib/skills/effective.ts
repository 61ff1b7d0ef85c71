import type { SkillAssignment } from '@/db/schema';

/**
 * Who a skill reaches and through which assignment (pure). A user can be assigned directly and
 * through several teams: the direct assignment wins, else the team assignment made first, so the
 * due date and recurrence are well defined (README, Skills design notes).
 */
export function effectiveAssignments(
  assignments: SkillAssignment[],
  teamMembers: { teamId: string; userId: string }[],
): Map<string, SkillAssignment> {
  const byTeam = new Map<string, string[]>();
  for (const m of teamMembers) {
    const list = byTeam.get(m.teamId);
    if (list) list.push(m.userId);
    else byTeam.set(m.teamId, [m.userId]);
  }
  const out = new Map<string, SkillAssignment>();
  const rank = (a: SkillAssignment) => (a.userId ? 0 : 1);
  const sorted = [...assignments].sort((a, b) => rank(a) - rank(b) || a.assignedAt.getTime() - b.assignedAt.getTime() || a.id.localeCompare(b.id));
  for (const a of sorted) {
    const members = a.userId ? [a.userId] : (byTeam.get(a.teamId ?? '') ?? []);
    for (const userId of members) if (!out.has(userId)) out.set(userId, a);
  }
  return out;
}
