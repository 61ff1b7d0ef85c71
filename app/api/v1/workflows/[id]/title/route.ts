import { readJson, route } from '@/lib/http/route';
import { renameWorkflow } from '@/lib/workflows/rename';
import { renameWorkflowSchema } from '@/lib/workflows/schema';

// PUT /api/v1/workflows/{id}/title {title, languageCode} – rename in one language (unpublished only, max 90)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = renameWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await renameWorkflow({ session, workflowId: params.id, input }) });
});
