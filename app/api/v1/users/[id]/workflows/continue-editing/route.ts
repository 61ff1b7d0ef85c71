import { route } from '@/lib/http/route';
import { listContinueEditing } from '@/lib/workflows/library';
import { pagingQuerySchema } from '@/lib/workflows/library-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId}/workflows/continue-editing?page=&size=&locale= – the caller's unpublished workflows, last changed first (one's own: 403/404 otherwise)
export const GET = route({}, async ({ req, params, session }) => {
  const paging = pagingQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listContinueEditing(session, params.id, paging));
});
