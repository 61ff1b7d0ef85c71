import { readJson, route } from '@/lib/http/route';
import { duplicateWorkflow } from '@/lib/workflows/duplicate';
import { duplicateWorkflowSchema } from '@/lib/workflows/schema';

// POST /api/v1/workflows/{id}/duplication {groupIds} – copy into one or more workspaces; items [{id}]
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = duplicateWorkflowSchema.parse(await readJson(req));
  const items = await duplicateWorkflow({ session, workflowId: params.id, input });
  return Response.json({ items, total: items.length }, { status: 201 });
});
