import { route } from '@/lib/http/route';
import { unpublishWorkflow } from '@/lib/workflows/unpublish';

// PUT /api/v1/workflows/{id}/unpublish – take a published workflow back to unpublished
export const PUT = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await unpublishWorkflow({ session, workflowId: params.id }) });
});
