import { readJson, route } from '@/lib/http/route';
import { createWorkspace } from '@/lib/workspaces/create-workspace';
import { listWorkspaces } from '@/lib/workspaces/lists';
import { createWorkspaceSchema, workspacesQuerySchema } from '@/lib/workspaces/schema';

// GET /api/v1/workspaces?type=view|edit|admin&keyword= – workspaces of one list type, by name
export const GET = route({}, async ({ req, session }) => {
  const query = workspacesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkspaces(session, query));
});

// POST /api/v1/workspaces {name, color?, private?, groupId, priority?} – org admins create a workspace
export const POST = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = createWorkspaceSchema.parse(await readJson(req));
  const item = await createWorkspace({ session, input });
  return Response.json({ item }, { status: 201 });
});
