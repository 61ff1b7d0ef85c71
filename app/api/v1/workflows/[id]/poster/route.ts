import { readJson, route } from '@/lib/http/route';
import { setWorkflowPoster } from '@/lib/workflows/poster';
import { posterSchema } from '@/lib/workflows/schema';

// PUT /api/v1/workflows/{id}/poster {stepId?, time?} | {uploadId} – poster from a step, a frame, or an upload
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = posterSchema.parse(await readJson(req));
  return Response.json({ item: await setWorkflowPoster({ session, workflowId: params.id, input }) });
});
