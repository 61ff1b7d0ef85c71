import { readJson, route } from '@/lib/http/route';
import { duplicateSop } from '@/lib/sop/duplicate';
import { duplicateSopSchema } from '@/lib/sop/schema';

// POST /api/v1/multimodal-sop/{id}/duplication {workspaceIds} – copies as drafts; items [{id}]
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const { workspaceIds } = duplicateSopSchema.parse(await readJson(req));
  const items = await duplicateSop({ session, sopId: params.id, workspaceIds });
  return Response.json({ items, total: items.length }, { status: 201 });
});
