import { route } from '@/lib/http/route';
import { listWorkspaceWorkflows } from '@/lib/workflows/library';
import { pagingQuerySchema } from '@/lib/workflows/library-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workspaces/{id}/workflows?page=&size=&sort=&locale= – a workspace's workflows (authors: every state, with card tools)
export const GET = route({}, async ({ req, params, session }) => {
  const paging = pagingQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkspaceWorkflows(session, params.id, paging));
});
