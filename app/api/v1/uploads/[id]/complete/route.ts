import { readJson, route } from '@/lib/http/route';
import { completeUpload } from '@/lib/uploads/complete';
import { parseUploadId } from '@/lib/uploads/dto';
import { uploadOwner } from '@/lib/uploads/owner';
import { completeUploadSchema } from '@/lib/uploads/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
// Assembling and probing a large video can take a while.
export const maxDuration = 300;

// POST /api/v1/uploads/{id}/complete {parts:[{partNumber, etag}]} – join the parts, check size and content
// (a file that is not a video, or too long, is deleted: 422 with uploads.notMedia / noVideo / tooLong)
export const POST = route({ access: 'player' }, async ({ req, params, session }) => {
  const id = parseUploadId(params.id);
  const { parts } = completeUploadSchema.parse(await readJson(req));
  const item = await completeUpload(uploadOwner(session), id, parts);
  return Response.json({ item });
});
