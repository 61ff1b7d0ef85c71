import { route } from '@/lib/http/route';
import { getHostStepSubtitles } from '@/lib/learning-host/media';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/learning-host/media/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt?g= – a step's subtitles for the host player
export const GET = route({ auth: 'none' }, async ({ req, params }) => {
  const grant = new URL(req.url).searchParams.get('g');
  const text = await getHostStepSubtitles({ workflowId: params.id, stepId: params.stepId, file: params.file, grant });
  return new Response(text, { headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'private, max-age=60' } });
});
