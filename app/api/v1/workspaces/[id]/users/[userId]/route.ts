import { readJson, route } from '@/lib/http/route';
import { changeMemberRole, removeMember } from '@/lib/workspaces/member-changes';
import { memberRoleSchema } from '@/lib/workspaces/schema';

// PATCH /api/v1/workspaces/{id}/users/{userId} {role} – change a member's role (viewer, publisher, admin-group)
export const PATCH = route({}, async ({ req, params, session }) => {
  const { role } = memberRoleSchema.parse(await readJson(req));
  return Response.json({ item: await changeMemberRole({ session, id: params.id, userId: params.userId, role }) });
});

// DELETE /api/v1/workspaces/{id}/users/{userId} – remove someone from the workspace
export const DELETE = route({}, async ({ params, session }) => {
  return Response.json({ item: await removeMember({ session, id: params.id, userId: params.userId }) });
});
