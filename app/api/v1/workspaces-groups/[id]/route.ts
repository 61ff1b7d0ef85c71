import { readJson, route } from '@/lib/http/route';
import { deleteWorkspaceGroup } from '@/lib/workspaces/delete-workspace-group';
import { getWorkspaceGroup } from '@/lib/workspaces/get-workspace-group';
import { updateWorkspaceGroupSchema } from '@/lib/workspaces/schema';
import { updateWorkspaceGroup } from '@/lib/workspaces/update-workspace-group';

// GET /api/v1/workspaces-groups/{id} – a group and the workspaces in it the caller may see
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getWorkspaceGroup(session, params.id) });
});

// PATCH /api/v1/workspaces-groups/{id} {name?, locale?, move?: 'up'|'down', isDefault?: true} – org admins edit a group
export const PATCH = route({ orgAdmin: true }, async ({ req, params, session }) => {
  const input = updateWorkspaceGroupSchema.parse(await readJson(req));
  return Response.json({ item: await updateWorkspaceGroup({ session, id: params.id, input }) });
});

// DELETE /api/v1/workspaces-groups/{id} – org admins delete an empty group that is not the default
export const DELETE = route({ orgAdmin: true }, async ({ params, session }) => {
  return Response.json({ item: await deleteWorkspaceGroup({ session, id: params.id }) });
});
