import { readJson, route } from '@/lib/http/route';
import { notifySkillPublishState } from '@/lib/skills/notify-calls';
import { skillPublishNotifySchema } from '@/lib/skills/schema';

// POST /api/v1/notifications/skill/publish {playlistId, type: 'publish-skill' | 'unpublish-skill'} – tells everyone the skill reaches
export const POST = route({}, async ({ req, session }) => {
  const input = skillPublishNotifySchema.parse(await readJson(req));
  return Response.json({ item: await notifySkillPublishState(session, input) });
});
