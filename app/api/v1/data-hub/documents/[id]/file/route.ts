import { documentFileUrl } from '@/lib/data-hub/documents';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/data-hub/documents/{id}/file?page=n – opens a cited document (302 to a signed URL) for whoever may read its workspace
export const GET = route({}, async ({ req, params, session }) => {
  const page = Number(new URL(req.url).searchParams.get('page'));
  const url = await documentFileUrl(session, params.id, Number.isInteger(page) && page > 0 ? page : null);
  return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'no-store' } });
});
