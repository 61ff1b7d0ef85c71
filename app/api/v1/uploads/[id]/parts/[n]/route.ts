import { errorResponse } from '@/lib/http/route';
import { receiveLocalPart } from '@/lib/uploads/receive-part';

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
