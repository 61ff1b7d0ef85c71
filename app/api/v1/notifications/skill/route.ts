import { readJson, route } from '@/lib/http/route';
import { notifySkillAssigned } from '@/lib/skills/notify-calls';
import { skillNotifySchema } from '@/lib/skills/schema';

// POST /api/v1/notifications/skill {playlistId, type: 'assign-skill', languageCode, baseUrl, users, teams} – assign-skill to assigned people
export const POST = route({}, async ({ req, session }) => {
  const input = skillNotifySchema.parse(await readJson(req));
  return Response.json({ item: await notifySkillAssigned(session, input) });
});
