import { keypointsSchema } from '@/lib/ai-summary/schema';
import { requestKeyTerms } from '@/lib/builder/suggest-terms';
import { readJson, route } from '@/lib/http/route';

// POST /api/v1/workflow/keypoints {workflow_id} – queues the key-term job (or answers the running one); poll GET /workflows/{id}/keypoints (the spec's oid and token: the session)
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = keypointsSchema.parse(await readJson(req));
  return Response.json({ success: true, item: await requestKeyTerms(session, input.workflow_id) }, { status: 202 });
});
