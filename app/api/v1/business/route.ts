import { createBusiness, listBusinesses } from '@/lib/business/business';
import { businessInputSchema, businessQuerySchema } from '@/lib/business/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/business?keyword=&page=&size=&all=&orderBy=&order= – the organisation's business units (org admins)
export const GET = route({ orgAdmin: true }, async ({ req, session }) => {
  const query = businessQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listBusinesses({ session, query }));
});

// POST /api/v1/business {name} – create a business unit (name unique in the organisation, case-insensitive)
export const POST = route({ orgAdmin: true }, async ({ req, session }) => {
  const input = businessInputSchema.parse(await readJson(req));
  const item = await createBusiness({ session, ...input });
  return Response.json({ item }, { status: 201 });
});
