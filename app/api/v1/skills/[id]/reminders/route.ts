import { readJson, route } from '@/lib/http/route';
import { remindSkill } from '@/lib/skills/remind';
import { remindSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/skills/{id}/reminders {users} – remind-skill to these assigned users (empty: everyone not completed)
export const POST = route({}, async ({ req, params, session }) => {
  const input = remindSchema.parse(await readJson(req));
  return Response.json(await remindSkill(session, String(params.id), input));
});
