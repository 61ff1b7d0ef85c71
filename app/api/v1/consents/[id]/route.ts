import { readJson, route } from '@/lib/http/route';
import { deleteConsent, updateConsent } from '@/lib/consents/admin';
import { consentFormSchema } from '@/lib/consents/schema';

export const dynamic = 'force-dynamic';

// PATCH /api/v1/consents/{id} {name, content, mandatory, kind} – edit a consent; a changed meaning asks everyone again (org admins)
export const PATCH = route({ access: 'admin', orgAdmin: true }, async ({ req, params, session }) => {
  const input = consentFormSchema.parse(await readJson(req));
  const item = await updateConsent({ session, consentId: String(params.id), input });
  return Response.json({ item });
});

// DELETE /api/v1/consents/{id} – remove a consent and its answers (org admins)
export const DELETE = route({ access: 'admin', orgAdmin: true }, async ({ params, session }) => {
  await deleteConsent({ session, consentId: String(params.id) });
  return new Response(null, { status: 204 });
});
