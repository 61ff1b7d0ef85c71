import { route } from '@/lib/http/route';
import { listUserLikedWorkflows } from '@/lib/workflows/library';
import { pagingQuerySchema } from '@/lib/workflows/library-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/user-likes/{userId}/workflows?page=&size=&sort=&locale= – the caller's own favourite workflows
export const GET = route({}, async ({ req, params, session }) => {
  const paging = pagingQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listUserLikedWorkflows(session, params.userId, paging));
});
