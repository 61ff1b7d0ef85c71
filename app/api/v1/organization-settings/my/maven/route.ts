import { readJson, route } from '@/lib/http/route';
import { updateMavenSettings } from '@/lib/orgs/settings-ops/features';
import { mavenPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/maven – Maven and Smart Assist switches (org admins, within the plan)
export const PUT = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = mavenPatchSchema.parse(await readJson(req));
  const item = await updateMavenSettings({ session, input });
  return Response.json({ item });
});
