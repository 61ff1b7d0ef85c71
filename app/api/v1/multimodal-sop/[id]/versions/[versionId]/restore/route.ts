import { route } from '@/lib/http/route';
import { restoreSopVersion } from '@/lib/sop/versions';

// POST /api/v1/multimodal-sop/{id}/versions/{versionId}/restore – the snapshot becomes the newest version
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await restoreSopVersion({ session, sopId: params.id, versionId: params.versionId }) });
});
