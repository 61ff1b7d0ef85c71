import { account } from '@/lib/auth/account';
import { acceptInviteSchema } from '@/lib/auth/account/schema';
import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/self-signup/setuser – finish a free-trial sign-up with a name and password; replies with the email
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const input = acceptInviteSchema.parse(await readJson(req));
  const item = await account.acceptFreeTrial({ ...input, ip: clientIp(req.headers) });
  return Response.json({ item });
});
