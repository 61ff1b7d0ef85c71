import { route } from '@/lib/http/route';
import { getOrgLogoUrl } from '@/lib/orgs/logo';

export const dynamic = 'force-dynamic';

// GET /api/v1/organization-settings/{id}/logo – redirect to the organisation's logo (own org, or public sharing on)
export const GET = route({ auth: 'optional' }, async ({ params, session }) => {
  const url = await getOrgLogoUrl({ session, orgId: String(params.id) });
  return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'private, max-age=300' } });
});
