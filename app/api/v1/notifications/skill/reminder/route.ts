import { readJson, route } from '@/lib/http/route';
import { notifySkillReminder } from '@/lib/skills/notify-calls';
import { skillReminderNotifySchema } from '@/lib/skills/schema';

// POST /api/v1/notifications/skill/reminder {playlistId, type: 'remind-skill', users} – the manual reminder (users empty: all not completed)
export const POST = route({}, async ({ req, session }) => {
  const input = skillReminderNotifySchema.parse(await readJson(req));
  return Response.json({ item: await notifySkillReminder(session, input) });
});
