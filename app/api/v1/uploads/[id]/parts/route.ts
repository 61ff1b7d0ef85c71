import { readJson, route } from '@/lib/http/route';
import { parseUploadId } from '@/lib/uploads/dto';
import { uploadOwner } from '@/lib/uploads/owner';
import { presignPartsSchema } from '@/lib/uploads/schema';
import { presignParts } from '@/lib/uploads/status';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/uploads/{id}/parts {partNumbers} – presigned PUT URLs for those parts (1 h, not past the upload's expiry)
export const POST = route({ access: 'player' }, async ({ req, params, session }) => {
  const id = parseUploadId(params.id);
  const { partNumbers } = presignPartsSchema.parse(await readJson(req));
  const items = await presignParts(uploadOwner(session), id, partNumbers);
  return Response.json({ items, total: items.length }, { headers: { 'Cache-Control': 'no-store' } });
});
