import { readJson, route } from '@/lib/http/route';
import { listNotifications } from '@/lib/notifications/operations';
import { listNotificationsQuerySchema } from '@/lib/notifications/schema';

// GET /api/v1/notifications?page=&size= – the caller's notifications, newest first, with the new count
export const GET = route({}, async ({ req, session }) => {
  const query = listNotificationsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listNotifications(session, query));
});

// POST /api/v1/notifications {page?, size?} – the same list in `item` (spec §7's call)
export const POST = route({}, async ({ req, session }) => {
  const text = await req.text();
  const query = listNotificationsQuerySchema.parse(text ? await readJson(new Request(req.url, { method: 'POST', body: text })) : {});
  return Response.json({ item: await listNotifications(session, query) });
});
