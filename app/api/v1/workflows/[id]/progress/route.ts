import { route } from '@/lib/http/route';
import { loadProgressEvent } from '@/lib/workflows/pipeline/progress-event';

// GET /api/v1/workflows/{id}/progress – the current progress event (polling fallback of /events)
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await loadProgressEvent(session, params.id) }, { headers: { 'Cache-Control': 'no-store' } });
});
