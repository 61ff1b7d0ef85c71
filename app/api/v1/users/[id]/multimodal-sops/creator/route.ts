import { route } from '@/lib/http/route';
import { listCreatorSops } from '@/lib/sop/list';
import { sopPageQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId}/multimodal-sops/creator?keyword&page&size – the caller's own smart instructions (owned by me)
export const GET = route({}, async ({ req, params, session }) => {
  const query = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listCreatorSops(session, String(params.id), query));
});
