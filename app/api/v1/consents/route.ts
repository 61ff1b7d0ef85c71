import { readJson, route } from '@/lib/http/route';
import { createConsent, listConsentsForAdmin } from '@/lib/consents/admin';
import { consentFormSchema } from '@/lib/consents/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/consents – the organisation's consents with answer counts (org admins)
export const GET = route({ access: 'admin', orgAdmin: true }, async ({ session }) => {
  const items = await listConsentsForAdmin({ session });
  return Response.json({ items, total: items.length }, { headers: { 'Cache-Control': 'no-store' } });
});

// POST /api/v1/consents {name, content, mandatory, kind} – ask members a new consent (org admins)
export const POST = route({ access: 'admin', orgAdmin: true }, async ({ req, session }) => {
  const input = consentFormSchema.parse(await readJson(req));
  const item = await createConsent({ session, input });
  return Response.json({ item }, { status: 201 });
});
