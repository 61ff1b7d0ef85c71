import { route } from '@/lib/http/route';
import { readLogoForm, removeOrgLogo, uploadOrgLogo } from '@/lib/orgs/logo-upload';

export const dynamic = 'force-dynamic';

// POST /api/v1/organization-settings/my/logo – upload the company logo (multipart field `file`; PNG, JPEG or WebP ≤ 2 MB)
export const POST = route({ access: 'companyLogo', orgAdmin: true }, async ({ req, session }) => {
  const bytes = await readLogoForm(req);
  const item = await uploadOrgLogo({ session, bytes });
  return Response.json({ item });
});

// DELETE /api/v1/organization-settings/my/logo – remove the company logo
export const DELETE = route({ access: 'companyLogo', orgAdmin: true }, async ({ session }) => {
  const item = await removeOrgLogo({ session });
  return Response.json({ item });
});
