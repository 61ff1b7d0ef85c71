import { account } from '@/lib/auth/account';
import { forgotPasswordSchema } from '@/lib/auth/account/schema';
import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/auth/forgot – email a password-reset link; the same reply whether or not the account exists
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const input = forgotPasswordSchema.parse(await readJson(req));
  const item = await account.requestPasswordReset({ ...input, ip: clientIp(req.headers) });
  return Response.json({ item });
});
