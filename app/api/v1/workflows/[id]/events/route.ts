import { route } from '@/lib/http/route';
import { workflowEventStream } from '@/lib/workflows/pipeline/progress-event';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/events – server-sent progress events until processing ends
export const GET = route({}, async ({ req, params, session }) => {
  const stream = await workflowEventStream(session, params.id, req.signal);
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
  });
});
