import { readJson, route } from '@/lib/http/route';
import { signInSchema } from '@/lib/learning-host/schema';
import { signInRequest } from '@/lib/learning-host/api';
import { hostCookieHeader } from '@/lib/learning-host/sign-in';
import { clientIp } from '@/lib/net/client-ip';

export const dynamic = 'force-dynamic';

// POST /api/v1/learning-host/sign-in – trades a custom token (once) for a learning-host session: a bearer token, and a partitioned cookie on https
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const { customToken } = signInSchema.parse(await readJson(req));
  const { accessToken, expiresAt } = await signInRequest(customToken, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const cookie = hostCookieHeader(accessToken);
  if (cookie) headers.append('Set-Cookie', cookie);
  return Response.json({ item: { accessToken, expiresAt } }, { headers });
});
