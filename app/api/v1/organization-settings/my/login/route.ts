import { readJson, route } from '@/lib/http/route';
import { updateLoginSettings } from '@/lib/orgs/settings-ops/login';
import { loginPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/login – employee-ID, shared-account and master-password sign-in, name changes, shared devices (org admins)
export const PUT = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = loginPatchSchema.parse(await readJson(req));
  const item = await updateLoginSettings({ session, input });
  return Response.json({ item });
});
