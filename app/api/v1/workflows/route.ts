import { route } from '@/lib/http/route';
import { listWorkflows } from '@/lib/workflows/library';
import { listWorkflowsQuerySchema } from '@/lib/workflows/library-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows?workspaceId=&ownedBy=me&favorites=1&published=1&page=&size=20|50|100&sort=&locale= – workflow cards the caller may see
export const GET = route({}, async ({ req, session }) => {
  const query = listWorkflowsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkflows(session, query));
});
