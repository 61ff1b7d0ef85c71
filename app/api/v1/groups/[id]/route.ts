import { route } from '@/lib/http/route';
import { getWorkspace } from '@/lib/workspaces/get-workspace';

// GET /api/v1/groups/{id} – the spec's older name for a workspace; same answer as /api/v1/workspaces/{id}
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getWorkspace(session, params.id) });
});
