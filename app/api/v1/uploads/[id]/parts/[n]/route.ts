import { errorResponse, readJson, route } from '@/lib/http/route';
import { AppError } from '@/lib/http/errors';
import { parseUploadId } from '@/lib/uploads/dto';
import { uploadOwner } from '@/lib/uploads/owner';
import { receiveLocalPart } from '@/lib/uploads/receive-part';
import { recordUploadedPart } from '@/lib/uploads/record-part';
import { reportPartSchema } from '@/lib/uploads/schema';

// Streams the body to disk, so it needs Node and must never be cached at build time.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; n: string }> };

// PUT /api/v1/uploads/{id}/parts/{n}?len&exp&sig – local storage backend: store one part through its
// signed URL (the signature is the credential, as with a presigned S3 URL); answers with its ETag
export async function PUT(req: Request, { params }: Context) {
  try {
    const { id, n } = await params;
    return await receiveLocalPart(req, id, n);
  } catch (error) {
    return errorResponse(error);
  }
}

// PATCH /api/v1/uploads/{id}/parts/{n} {etag} – the browser reports a part storage accepted (resume point)
export const PATCH = route({ access: 'player' }, async ({ req, params, session }) => {
  const id = parseUploadId(params.id);
  const partNumber = Number(params.n);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) throw new AppError('not_found');
  const { etag } = reportPartSchema.parse(await readJson(req));
  const item = await recordUploadedPart(uploadOwner(session), id, partNumber, etag);
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});
