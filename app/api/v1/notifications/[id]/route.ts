import { readJson, route } from '@/lib/http/route';
import { updateNotification } from '@/lib/notifications/operations';
import { updateNotificationSchema } from '@/lib/notifications/schema';

// PATCH /api/v1/notifications/{id} { read } – mark one of the caller's notifications read
export const PATCH = route({}, async ({ req, params, session }) => {
  const input = updateNotificationSchema.parse(await readJson(req));
  return Response.json({ item: await updateNotification(session, String(params.id), input) });
});
