import { route } from '@/lib/http/route';
import { retryWorkflow } from '@/lib/workflows/pipeline/retry';

// POST /api/v1/workflows/{id}/retry – run a failed workflow's pipeline again from where it stopped
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await retryWorkflow(session, params.id) });
});
