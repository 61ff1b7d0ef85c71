import { readJson, route } from '@/lib/http/route';
import { updateUserSchema } from '@/lib/users/admin/schema';
import { getAdminUser } from '@/lib/users/admin/search-users';
import { updateUser } from '@/lib/users/admin/update-user';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{id} – one user as the caller may administer them
export const GET = route({ access: 'admin' }, async ({ params, session }) => {
  const item = await getAdminUser({ session, userId: String(params.id) });
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});

// PATCH /api/v1/users/{id} – change name (workspace admins name their workspaceId), org role, disabled
export const PATCH = route({ access: 'admin' }, async ({ req, params, session }) => {
  const input = updateUserSchema.parse(await readJson(req));
  const item = await updateUser({ session, userId: String(params.id), input });
  return Response.json({ item });
});
