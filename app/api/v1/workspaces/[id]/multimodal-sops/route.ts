import { route } from '@/lib/http/route';
import { listWorkspaceSops } from '@/lib/sop/list';
import { sopPageQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workspaces/{id}/multimodal-sops?keyword&page&size – a workspace's smart instructions (authors: every state)
export const GET = route({}, async ({ req, params, session }) => {
  const query = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkspaceSops(session, params.id, query));
});
