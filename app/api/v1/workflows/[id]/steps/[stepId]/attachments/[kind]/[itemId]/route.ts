import { removeStepAttachment } from '@/lib/attachments/operations';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// DELETE /api/v1/workflows/{id}/steps/{stepId}/attachments/{diagram|link|pdf}/{itemId} – remove one attachment (its file too)
export const DELETE = route({ access: 'editor' }, async ({ params, session }) => {
  const item = await removeStepAttachment({ session, workflowId: params.id, stepId: params.stepId }, params.kind, params.itemId);
  return Response.json({ item });
});
