import { readJson, route } from '@/lib/http/route';
import { initializeWorkflow } from '@/lib/workflows/initialize';
import { initializeWorkflowSchema } from '@/lib/workflows/schema';

// POST /api/v1/workflows/initialize {uploadId, title, workspaceId, languageCode} – a workflow from a completed upload; queues the pipeline
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = initializeWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await initializeWorkflow({ session, input }) }, { status: 201 });
});
