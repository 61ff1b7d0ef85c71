import { route } from '@/lib/http/route';
import { redirectTo, stepVideoDownload } from '@/lib/workflows/download-links';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/steps/{stepId}/download – one step's video as a download (viewers too, when downloads are on)
export const GET = route({}, async ({ params, session }) =>
  redirectTo(await stepVideoDownload({ session, workflowId: params.id, stepId: params.stepId })),
);
