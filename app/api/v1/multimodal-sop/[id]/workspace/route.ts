import { readJson, route } from '@/lib/http/route';
import { moveSopSchema } from '@/lib/sop/schema';
import { moveSop } from '@/lib/sop/update';

// PUT /api/v1/multimodal-sop/{id}/workspace {workspaceId} – move to another workspace the caller authors in
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = moveSopSchema.parse(await readJson(req));
  return Response.json({ item: await moveSop({ session, sopId: params.id, input }) });
});
