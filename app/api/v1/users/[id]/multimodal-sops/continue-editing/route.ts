import { route } from '@/lib/http/route';
import { listContinueEditingSops } from '@/lib/sop/list';
import { sopPageQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId}/multimodal-sops/continue-editing?keyword&page&size – the caller's unpublished smart instructions
export const GET = route({}, async ({ req, params, session }) => {
  const query = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listContinueEditingSops(session, String(params.id), query));
});
