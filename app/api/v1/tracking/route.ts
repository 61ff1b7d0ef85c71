import { route } from '@/lib/http/route';
import { getWorkflowView } from '@/lib/tracking/get-view';
import { recordTracking } from '@/lib/tracking/record-tracking';
import { readTrackingBody } from '@/lib/tracking/request';
import { trackingBatchSchema, trackingViewQuerySchema } from '@/lib/tracking/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/tracking {events} – store player events once each (fetch or sendBeacon); updates continue-watching
export const POST = route({}, async ({ req, session }) => {
  const input = trackingBatchSchema.parse(await readTrackingBody(req));
  const item = await recordTracking({ session, input });
  return Response.json({ item });
});

// GET /api/v1/tracking?workflowId= – the caller's resume point and completion for a workflow
export const GET = route({}, async ({ req, session }) => {
  const { workflowId } = trackingViewQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await getWorkflowView({ session, workflowId });
  return Response.json({ item });
});
