import { route } from '@/lib/http/route';
import { cancelUpload } from '@/lib/uploads/cancel';
import { parseUploadId } from '@/lib/uploads/dto';
import { uploadOwner } from '@/lib/uploads/owner';
import { getUploadStatus } from '@/lib/uploads/status';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/uploads/{id} – status and the parts storage already holds (a reloaded page resumes from these)
export const GET = route({ access: 'player' }, async ({ params, session }) => {
  const item = await getUploadStatus(uploadOwner(session), parseUploadId(params.id));
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});

// DELETE /api/v1/uploads/{id} – cancel: abort the multipart upload, delete its parts
export const DELETE = route({ access: 'player' }, async ({ params, session }) => {
  const item = await cancelUpload(uploadOwner(session), parseUploadId(params.id));
  return Response.json({ item });
});
