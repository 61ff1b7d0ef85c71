import { route } from '@/lib/http/route';
import { recentShareRecipients } from '@/lib/notifications/share';

// GET /api/v1/notifications/share/recent – the caller's last 10 share recipients, newest first
export const GET = route({}, async ({ session }) => Response.json({ items: await recentShareRecipients(session) }));
