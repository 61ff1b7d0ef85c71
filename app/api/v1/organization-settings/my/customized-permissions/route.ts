import { readJson, route } from '@/lib/http/route';
import { updateCustomizedPermissions } from '@/lib/orgs/settings-ops/permissions';
import { customizedPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/customized-permissions – comments, watermark, invites, editors, auto-publish (org admins)
export const PUT = route({ access: 'permissions', orgAdmin: true }, async ({ req, session }) => {
  const input = customizedPatchSchema.parse(await readJson(req));
  const item = await updateCustomizedPermissions({ session, input });
  return Response.json({ item });
});
