import { route } from '@/lib/http/route';
import { retrySopImport } from '@/lib/sop/retry';

// POST /api/v1/multimodal-sop/{id}/retry – start a failed PDF or video import again
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await retrySopImport({ session, sopId: params.id }) });
});
