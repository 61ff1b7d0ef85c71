import { route } from '@/lib/http/route';
import { listVersions } from '@/lib/workflows/version-history';

// GET /api/v1/workflows/{id}/versions – version history, newest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json(await listVersions({ session, workflowId: params.id }));
});
