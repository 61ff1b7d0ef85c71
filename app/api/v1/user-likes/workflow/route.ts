import { readJson, route } from '@/lib/http/route';
import { likeWorkflow } from '@/lib/workflows/likes';
import { likeWorkflowSchema } from '@/lib/workflows/schema';

// POST /api/v1/user-likes/workflow {workflowId, like} – favourite or unfavourite a workflow
export const POST = route({}, async ({ req, session }) => {
  const input = likeWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await likeWorkflow({ session, input }) });
});
