import { readJson, route } from '@/lib/http/route';
import { updateFeatures } from '@/lib/orgs/settings-ops/features';
import { featuresPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/features – feature toggles (org admins, within the plan); plan flags and products (super admins)
export const PUT = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = featuresPatchSchema.parse(await readJson(req));
  const item = await updateFeatures({ session, input });
  return Response.json({ item });
});
