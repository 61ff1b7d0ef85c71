import { route } from '@/lib/http/route';
import { stepPlaylist } from '@/lib/workflows/pipeline/media-playlist';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/media/workflows/{id}/steps/{stepId}/{file} – a step's HLS playlist (view permission
// checked on every request), its URIs rewritten to this route or to signed, expiring segment URLs
export const GET = route({}, async ({ params, session }) => {
  const text = await stepPlaylist(session, { id: params.id, stepId: params.stepId, file: params.file });
  // Signed URLs inside expire: the answer must never be cached or shared.
  return new Response(text, { headers: { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'private, no-store' } });
});
