import { account } from '@/lib/auth/account';
import { setPasswordSchema } from '@/lib/auth/account/schema';
import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/auth/reset – set a new password from a reset link; replies with the account's email
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const input = setPasswordSchema.parse(await readJson(req));
  const item = await account.resetPasswordWithToken({ ...input, ip: clientIp(req.headers) });
  return Response.json({ item });
});
