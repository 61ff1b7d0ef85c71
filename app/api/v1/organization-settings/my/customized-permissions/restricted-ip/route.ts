import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';
import { getRestrictedIp, updateRestrictedIp } from '@/lib/orgs/restricted-ip';
import { restrictedIpSchema } from '@/lib/orgs/schema';

export const dynamic = 'force-dynamic';

// The wrapper lets org admins through from a blocked address, so a locked-out admin can fix the list.

// GET /api/v1/organization-settings/my/customized-permissions/restricted-ip – the IP allow-list and the caller's address (org admins)
export const GET = route({ orgAdmin: true }, async ({ req, session }) => {
  const item = await getRestrictedIp({ session, clientIp: clientIp(req.headers) });
  return Response.json({ item });
});

// PUT /api/v1/organization-settings/my/customized-permissions/restricted-ip – save the allow-list; 409 when it would block the caller unless confirmed
export const PUT = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = restrictedIpSchema.parse(await readJson(req));
  const item = await updateRestrictedIp({ session, clientIp: clientIp(req.headers), ...input });
  return Response.json({ item });
});
