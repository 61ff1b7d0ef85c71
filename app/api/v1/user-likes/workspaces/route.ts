import { readJson, route } from '@/lib/http/route';
import { likeWorkspace } from '@/lib/workspaces/lists';
import { likeWorkspaceSchema } from '@/lib/workspaces/schema';

// POST /api/v1/user-likes/workspaces { workspaceId, like } – favourite or unfavourite a workspace
export const POST = route({}, async ({ req, session }) => {
  const input = likeWorkspaceSchema.parse(await readJson(req));
  return Response.json({ item: await likeWorkspace(session, input) });
});
