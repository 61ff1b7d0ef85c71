import { readJson, route } from '@/lib/http/route';
import { deleteWorkspace } from '@/lib/workspaces/delete-workspace';
import { getWorkspace } from '@/lib/workspaces/get-workspace';
import { confirmQuerySchema, updateWorkspaceSchema } from '@/lib/workspaces/schema';
import { updateWorkspace } from '@/lib/workspaces/update-workspace';

// GET /api/v1/workspaces/{id} – one workspace the caller may see, with members count and what they may do
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getWorkspace(session, params.id) });
});

// PATCH /api/v1/workspaces/{id} {name?, color?, private?, priority?, groupId?} – its admins edit it; only org admins move it
export const PATCH = route({}, async ({ req, params, session }) => {
  const input = updateWorkspaceSchema.parse(await readJson(req));
  return Response.json({ item: await updateWorkspace({ session, id: params.id, input }) });
});

// DELETE /api/v1/workspaces/{id}?confirm=true – org admins; without confirm, 409 with what depends on it
export const DELETE = route({}, async ({ req, params, session }) => {
  const { confirm } = confirmQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json({ item: await deleteWorkspace({ session, id: params.id, confirm }) });
});
