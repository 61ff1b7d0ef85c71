import { route } from '@/lib/http/route';
import { publishWorkflow } from '@/lib/workflows/publish';

// POST /api/v1/workflows/{id}/publish – publish a ready workflow
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await publishWorkflow({ session, workflowId: params.id }) });
});
