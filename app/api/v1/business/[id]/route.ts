import { deleteBusiness, getBusiness, renameBusiness } from '@/lib/business/business';
import { businessInputSchema } from '@/lib/business/schema';
import { readJson, route } from '@/lib/http/route';
import { confirmQuerySchema } from '@/lib/teams/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/business/{id} – one business unit (org admins)
export const GET = route({ orgAdmin: true }, async ({ params, session }) => {
  const item = await getBusiness({ session, businessId: String(params.id) });
  return Response.json({ item });
});

// PATCH /api/v1/business/{id} {name} – rename a business unit
export const PATCH = route({ orgAdmin: true }, async ({ req, params, session }) => {
  const input = businessInputSchema.parse(await readJson(req));
  const item = await renameBusiness({ session, businessId: String(params.id), ...input });
  return Response.json({ item });
});

// DELETE /api/v1/business/{id}?confirm=true – delete a business unit; 409 unless confirmed
export const DELETE = route({ orgAdmin: true }, async ({ req, params, session }) => {
  const { confirm } = confirmQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await deleteBusiness({ session, businessId: String(params.id), confirm });
  return Response.json({ item });
});
