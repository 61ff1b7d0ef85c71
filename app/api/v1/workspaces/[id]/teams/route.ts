import { route } from '@/lib/http/route';
import { listTeamsOfWorkspace } from '@/lib/workspaces/members';

// GET /api/v1/workspaces/{id}/teams – teams with people in this workspace (the workspace's admins)
export const GET = route({}, async ({ params, session }) => {
  return Response.json(await listTeamsOfWorkspace(session, params.id));
});
