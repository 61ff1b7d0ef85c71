import { route } from '@/lib/http/route';
import { restoreWorkflowVersion } from '@/lib/workflows/restore-version';

// POST /api/v1/workflows/{id}/versions/{versionId}/restore – write an old version back (the present is kept as a version)
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await restoreWorkflowVersion({ session, workflowId: params.id, versionId: params.versionId }) });
});
