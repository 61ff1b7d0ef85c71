import { route } from '@/lib/http/route';
import { listLikedSops } from '@/lib/sop/list';
import { sopPageQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/user-likes/{userId}/multimodal-sops?keyword&page&size – the caller's favourite smart instructions
export const GET = route({}, async ({ req, params, session }) => {
  const query = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listLikedSops(session, String(params.userId), query));
});
