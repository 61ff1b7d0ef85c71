import { route } from '@/lib/http/route';
import { searchShareRecipients } from '@/lib/notifications/share';
import { shareSearchQuerySchema } from '@/lib/notifications/share-schema';

// GET /api/v1/notifications/share/recipients?keyword=&page= – people (10 a page, no shared accounts) and teams to share with
export const GET = route({}, async ({ req, session }) => {
  const query = shareSearchQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await searchShareRecipients(session, query));
});
