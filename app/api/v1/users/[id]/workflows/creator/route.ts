import { route } from '@/lib/http/route';
import { listCreatorWorkflows } from '@/lib/workflows/library';
import { pagingQuerySchema } from '@/lib/workflows/library-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId}/workflows/creator?page=&size=&locale= – every workflow the caller authored, in every state (one's own: 403/404 otherwise)
export const GET = route({}, async ({ req, params, session }) => {
  const paging = pagingQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listCreatorWorkflows(session, params.id, paging));
});
