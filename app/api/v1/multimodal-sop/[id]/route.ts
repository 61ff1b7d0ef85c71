import { readJson, route } from '@/lib/http/route';
import { getSop } from '@/lib/sop/get';
import { putSopSchema, updateSopSchema } from '@/lib/sop/schema';
import { deleteSop, patchSop, putSop } from '@/lib/sop/update';

export const dynamic = 'force-dynamic';

// GET /api/v1/multimodal-sop/{id}?skillId= – the SOP with its items and task mode (a skill id marks an execution session)
export const GET = route({}, async ({ req, params, session }) => {
  const skillId = new URL(req.url).searchParams.get('skillId');
  return Response.json({ item: await getSop({ session, sopId: params.id, skillId }) });
});

// PATCH /api/v1/multimodal-sop/{id} {title?, published?, languageCode?, allowDuplicate?, description?} – title save, publish, unpublish
export const PATCH = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = updateSopSchema.parse(await readJson(req));
  return Response.json({ item: await patchSop({ session, sopId: params.id, input }) });
});

// PUT /api/v1/multimodal-sop/{id} {title, description, items, version} – save the whole document (409 when stale or published)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = putSopSchema.parse(await readJson(req));
  return Response.json({ item: await putSop({ session, sopId: params.id, input }) });
});

// DELETE /api/v1/multimodal-sop/{id} – delete a smart instruction
export const DELETE = route({ access: 'editor' }, async ({ params, session }) => {
  await deleteSop({ session, sopId: params.id });
  return new Response(null, { status: 204 });
});
