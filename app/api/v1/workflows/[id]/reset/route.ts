import { route } from '@/lib/http/route';
import { resetWorkflow } from '@/lib/workflows/reset';

// POST /api/v1/workflows/{id}/reset – run the pipeline again from the original video
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await resetWorkflow({ session, workflowId: params.id }) });
});
