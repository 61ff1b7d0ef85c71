import { route } from '@/lib/http/route';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';

export const dynamic = 'force-dynamic';

// Changes go through the group routes below (permissions, features, ai, login …): each has its
// own rules, and none can touch another group's settings.

// GET /api/v1/organization-settings/my – the organisation's settings with every default filled in (org admins)
export const GET = route({ orgAdmin: true }, async ({ session }) => {
  const item = await getOrgSettingsDto({ session });
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});
