import { hostWorkflowRequest } from '@/lib/learning-host/api';
import { hostRoute } from '@/lib/learning-host/route';
import { hostWorkflowQuerySchema } from '@/lib/learning-host/schema';
import { viewerLocale } from '@/lib/player/get-player-workflow';

export const dynamic = 'force-dynamic';

// GET /api/v1/learning-host/workflow?workflowId – a package's workflow for the host player, with the learner's place and progress
export const GET = hostRoute(async ({ req, session }) => {
  const { workflowId } = hostWorkflowQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await hostWorkflowRequest(session, workflowId, viewerLocale(session, req));
  return Response.json({ item }, { headers: { 'Cache-Control': 'private, no-store' } });
});
