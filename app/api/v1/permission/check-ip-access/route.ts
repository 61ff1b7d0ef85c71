import { checkIpAccess } from '@/lib/access/ip-restriction';
import { route } from '@/lib/http/route';

// POST /api/v1/permission/check-ip-access – is the caller's address inside the organisation's allow-list
export const POST = route({ allowBlockedIp: true }, async ({ req, session }) => {
  const item = checkIpAccess(session.org.settings, req.headers);
  return Response.json({ item });
});
