import { readJson, route } from '@/lib/http/route';
import { getSsoSettings, updateSsoSettings } from '@/lib/orgs/settings-ops/sso';
import { ssoSettingsSchema } from '@/lib/orgs/settings-ops/sso-schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/organization-settings/my/sso – SSO settings without the client secret (org admins)
export const GET = route({ access: 'ssoMapping', orgAdmin: true }, async ({ session }) => {
  const item = await getSsoSettings({ session });
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});

// PUT /api/v1/organization-settings/my/sso – the organisation's OIDC provider, SSO email domains, SSO-only; 409 to confirm SSO-only
export const PUT = route({ access: 'ssoMapping', orgAdmin: true }, async ({ req, session }) => {
  const input = ssoSettingsSchema.parse(await readJson(req));
  const item = await updateSsoSettings({ session, input });
  return Response.json({ item });
});
