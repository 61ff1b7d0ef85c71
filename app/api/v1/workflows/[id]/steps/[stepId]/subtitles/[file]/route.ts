import { route } from '@/lib/http/route';
import { getStepSubtitles } from '@/lib/player/step-subtitles';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt – one step's subtitles (WebVTT, times relative to the step)
export const GET = route({}, async ({ params, session }) => {
  const vtt = await getStepSubtitles({ session, workflowId: params.id, stepId: params.stepId, file: params.file });
  return new Response(vtt, { headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'private, no-store' } });
});
