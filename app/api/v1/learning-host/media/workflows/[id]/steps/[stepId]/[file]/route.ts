import { route } from '@/lib/http/route';
import { getHostStepPlaylist } from '@/lib/learning-host/media';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/learning-host/media/workflows/{id}/steps/{stepId}/{file}?g= – a step's HLS playlist for the host player (the grant names a live host session)
export const GET = route({ auth: 'none' }, async ({ req, params }) => {
  const grant = new URL(req.url).searchParams.get('g');
  const text = await getHostStepPlaylist({ workflowId: params.id, stepId: params.stepId, file: params.file, grant });
  return new Response(text, { headers: { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'private, max-age=60' } });
});
