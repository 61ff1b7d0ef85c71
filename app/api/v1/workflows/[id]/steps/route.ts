import { route } from '@/lib/http/route';
import { getWorkflowSteps } from '@/lib/workflows/get-workflow';

// GET /api/v1/workflows/{id}/steps – the steps in order, with signed posters and playlist routes
export const GET = route({}, async ({ params, session }) => {
  const items = await getWorkflowSteps({ session, workflowId: params.id });
  return Response.json({ items, total: items.length });
});
