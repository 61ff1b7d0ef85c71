import { readJson, route } from '@/lib/http/route';
import { setRolesSchema } from '@/lib/users/admin/schema';
import { setUserRoles } from '@/lib/users/admin/set-roles';

// PUT /api/v1/users/{id}/roles – { roles: { workspaceId: role | null } } within the caller's workspaces
export const PUT = route({ access: 'admin' }, async ({ req, params, session }) => {
  const input = setRolesSchema.parse(await readJson(req));
  const item = await setUserRoles({ session, userId: String(params.id), input });
  return Response.json({ item });
});
