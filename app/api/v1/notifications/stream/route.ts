import { route } from '@/lib/http/route';
import { notificationEventStream } from '@/lib/notifications/stream';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/notifications/stream – server-sent events: the caller's new count whenever their notifications change
export const GET = route({}, async ({ req, session }) => {
  const stream = await notificationEventStream(session, { signal: req.signal });
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
  });
});
