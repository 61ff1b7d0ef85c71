import { readJson, route } from '@/lib/http/route';
import { updatePermissions } from '@/lib/orgs/settings-ops/permissions';
import { permissionsPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/permissions – role lists, public links, downloads, auto-logout (org admins)
export const PUT = route({ access: 'permissions', orgAdmin: true }, async ({ req, session }) => {
  const input = permissionsPatchSchema.parse(await readJson(req));
  const item = await updatePermissions({ session, input });
  return Response.json({ item });
});
