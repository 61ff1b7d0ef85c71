import { readJson, route } from '@/lib/http/route';
import { createWorkspaceGroup } from '@/lib/workspaces/create-workspace-group';
import { listWorkspaceGroups } from '@/lib/workspaces/lists';
import { createWorkspaceGroupSchema, workspaceGroupsQuerySchema } from '@/lib/workspaces/schema';

// GET /api/v1/workspaces-groups?needWorkspaces=&workspacesType=view|edit|admin&all= – groups (with their workspaces) the caller may see
export const GET = route({}, async ({ req, session }) => {
  const query = workspaceGroupsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkspaceGroups(session, query));
});

// POST /api/v1/workspaces-groups {name, locale?} – org admins create a group (name unique, case-insensitive)
export const POST = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = createWorkspaceGroupSchema.parse(await readJson(req));
  const item = await createWorkspaceGroup({ session, input });
  return Response.json({ item }, { status: 201 });
});
