import { deleteAiSummary, updateAiSummary } from '@/lib/ai-summary/manage';
import { updateAiSummarySchema } from '@/lib/ai-summary/schema';
import { requireId } from '@/lib/workspaces/workspace-access';
import { readJson, route } from '@/lib/http/route';

// PATCH /api/v1/ai-summary/{id} {revision, activate?, content?} – the author edits, activates or deactivates it
export const PATCH = route({ access: 'editor' }, async ({ req, params, session }) => {
  const id = requireId(params.id);
  const input = updateAiSummarySchema.parse(await readJson(req));
  return Response.json({ success: true, item: await updateAiSummary(session, id, input) });
});

// DELETE /api/v1/ai-summary/{id}
export const DELETE = route({ access: 'editor' }, async ({ params, session }) => {
  await deleteAiSummary(session, requireId(params.id));
  return Response.json({ success: true });
});
