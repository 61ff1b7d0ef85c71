import { requestAiSummary } from '@/lib/ai-summary/manage';
import { createAiSummarySchema } from '@/lib/ai-summary/schema';
import { readJson, route } from '@/lib/http/route';

// POST /api/v1/ai-summary {workflowId, sentences?} – start (or retry) generating a workflow's AI summary and SOP outline as a job
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = createAiSummarySchema.parse(await readJson(req));
  return Response.json({ success: true, item: await requestAiSummary(session, input) }, { status: 202 });
});
