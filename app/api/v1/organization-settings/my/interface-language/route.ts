import { readJson, route } from '@/lib/http/route';
import { updateInterfaceLanguage } from '@/lib/orgs/settings-ops/login';
import { interfaceLanguageSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/organization-settings/my/interface-language – the organisation's default UI language (org admins)
export const PUT = route({ access: 'languages', orgAdmin: true }, async ({ req, session }) => {
  const input = interfaceLanguageSchema.parse(await readJson(req));
  const item = await updateInterfaceLanguage({ session, input });
  return Response.json({ item });
});
