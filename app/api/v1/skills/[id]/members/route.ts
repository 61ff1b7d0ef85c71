import { readJson, route } from '@/lib/http/route';
import { patchSkillMembers } from '@/lib/skills/members';
import { membersPatchSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// PATCH /api/v1/skills/{id}/members {users, teams, removeUsers, removeTeams, dueDateIntervalType, dueDateInterval, recurrenceMonths, notify}
export const PATCH = route({}, async ({ req, params, session }) => {
  const input = membersPatchSchema.parse(await readJson(req));
  return Response.json(await patchSkillMembers({ session, skillId: String(params.id), input }));
});
