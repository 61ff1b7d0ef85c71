import { readJson, route } from '@/lib/http/route';
import { addWorkspaceMembers } from '@/lib/workspaces/member-changes';
import { listWorkspaceMembers } from '@/lib/workspaces/members';
import { addMembersSchema, membersQuerySchema } from '@/lib/workspaces/schema';

// GET /api/v1/workspaces/{id}/users?page=&size=&keyword= – members with their roles (the workspace's admins)
export const GET = route({}, async ({ req, params, session }) => {
  const query = membersQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listWorkspaceMembers(session, params.id, query));
});

// POST /api/v1/workspaces/{id}/users {userIds, role} – add people of the organisation with one role
export const POST = route({}, async ({ req, params, session }) => {
  const input = addMembersSchema.parse(await readJson(req));
  return Response.json(await addWorkspaceMembers({ session, id: params.id, input }), { status: 201 });
});
