import { AppError } from '@/lib/http/errors';
import { receiveLocalUpload, serveLocalObject } from '@/lib/storage/local-route';
import { logError } from '@/lib/http/log';
import { withDeploymentHeaders } from '@/lib/http/deployment';

// Streams files from disk, so it needs Node and must never be cached at build time.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ key: string[] }> };

// The URL signature is the only credential here (no session), so this route skips the
// session wrapper and maps AppError the same way it does.
async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return withDeploymentHeaders(await run());
  } catch (error) {
    const known = error instanceof AppError ? error : new AppError('internal');
    if (known !== error) logError('storage', 'unexpected error', error);
    return withDeploymentHeaders(Response.json({ error: { code: known.code, message: known.messageKey } }, { status: known.status }));
  }
}

// GET /api/v1/storage/{key}?exp&sig – serve a local-storage object (Range aware) through a signed URL
export async function GET(req: Request, { params }: Context) {
  const { key } = await params;
  return respond(() => serveLocalObject(req, key.join('/')));
}

// PUT /api/v1/storage/{key}?exp&sig – store an upload (max 50 MB) through a signed PUT URL
export async function PUT(req: Request, { params }: Context) {
  const { key } = await params;
  return respond(() => receiveLocalUpload(req, key.join('/')));
}
