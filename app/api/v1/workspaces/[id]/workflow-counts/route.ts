import { route } from '@/lib/http/route';
import { getWorkspaceCounts } from '@/lib/workflows/counts';

// GET /api/v1/workspaces/{id}/workflow-counts – created, published and unpublished, derived on every read
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getWorkspaceCounts({ session, workspaceId: params.id }) });
});
