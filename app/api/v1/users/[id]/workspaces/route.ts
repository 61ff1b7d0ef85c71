import { route } from '@/lib/http/route';
import { keywordQuerySchema } from '@/lib/workspaces/schema';
import { listUserWorkspaces } from '@/lib/workspaces/user-workspaces';

// GET /api/v1/users/{id}/workspaces?keyword= – a user's workspaces with their role (self, org admins, or within a workspace admin's scope)
export const GET = route({}, async ({ req, params, session }) => {
  const { keyword } = keywordQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listUserWorkspaces(session, params.id, keyword));
});
