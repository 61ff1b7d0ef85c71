import { route } from '@/lib/http/route';
import { openNotifications } from '@/lib/notifications/operations';

// POST /api/v1/notifications/open – the bell was opened: clear the "new" flag on all notifications
export const POST = route({}, async ({ session }) => Response.json({ item: await openNotifications(session) }));
