import { readJson, route } from '@/lib/http/route';
import { moveWorkflow } from '@/lib/workflows/move';
import { moveWorkflowSchema } from '@/lib/workflows/schema';

// PUT /api/v1/workflows/{id}/workspace {workspaceId} – move to another workspace (author in both)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = moveWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await moveWorkflow({ session, workflowId: params.id, input }) });
});
