import { readJson, route } from '@/lib/http/route';
import { updateAiSettings } from '@/lib/orgs/settings-ops/features';
import { aiPatchSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/ai – AI-assistance switches (org admins, within the plan)
export const PUT = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = aiPatchSchema.parse(await readJson(req));
  const item = await updateAiSettings({ session, input });
  return Response.json({ item });
});
