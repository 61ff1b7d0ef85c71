import { getPublicStepPlaylist } from '@/lib/player/public-media';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/public/media/workflows/{id}/steps/{stepId}/{file} – a step's HLS playlist for the public
// player: published workflows of organisations that allow public sharing only; segments signed and expiring
export const GET = route({ auth: 'none' }, async ({ params }) => {
  const text = await getPublicStepPlaylist({ workflowId: params.id, stepId: params.stepId, file: params.file });
  // Short-lived: the segment URLs inside expire, and an unpublished workflow must stop playing soon.
  return new Response(text, { headers: { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'public, max-age=60' } });
});
