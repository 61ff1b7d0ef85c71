import { keypointsSchema } from '@/lib/ai-summary/schema';
import { suggestKeyTerms } from '@/lib/builder/suggest-terms';
import { readJson, route } from '@/lib/http/route';

// POST /api/v1/workflow/keypoints {workflow_id} – key terms from each transcript, merged into the workflow's (the spec's oid and token: the session)
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = keypointsSchema.parse(await readJson(req));
  return Response.json({ success: true, item: await suggestKeyTerms(session, input.workflow_id) });
});
