import { checkIdp } from '@/lib/auth/sso/check-idp';
import { ssoEmailCookie, ssoProviderCookie } from '@/lib/auth/sso/hint-cookies';
import { checkIdpSchema } from '@/lib/auth/sso/schema';
import { readJson, route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/sso/check-idp – the SSO provider for an email, client key or host name (404: use a password)
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const input = checkIdpSchema.parse(await readJson(req));
  const item = await checkIdp(input, { ip: clientIp(req.headers) });
  const res = Response.json({ item });
  // 10-second hints for the sign-in that follows: the provider to list, and (spec §9) the email.
  res.headers.append('set-cookie', ssoProviderCookie(item.providerId));
  if ('email' in input) res.headers.append('set-cookie', ssoEmailCookie(input.email));
  return res;
});
