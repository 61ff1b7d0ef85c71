import { getPublicStepSubtitles } from '@/lib/player/public-media';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/public/media/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt – a step's subtitles for the public player
export const GET = route({ auth: 'none' }, async ({ params }) => {
  const text = await getPublicStepSubtitles({ workflowId: params.id, stepId: params.stepId, file: params.file });
  return new Response(text, { headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
});
