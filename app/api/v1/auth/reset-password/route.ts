import { account } from '@/lib/auth/account';
import { changePasswordSchema } from '@/lib/auth/account/schema';
import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/auth/reset-password – change one's own password; other browsers are signed out
export const POST = route({ auth: 'required' }, async ({ req, session }) => {
  const input = changePasswordSchema.parse(await readJson(req));
  const item = await account.changePassword({ session, ...input, ip: clientIp(req.headers) });
  return Response.json({ item });
});
