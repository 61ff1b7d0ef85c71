import { route } from '@/lib/http/route';
import { getPublishedStatus } from '@/lib/quiz/operations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/quiz/published-status?workflowId= – whether the workflow has a published quiz for the caller
export const GET = route({}, async ({ req, session }) => {
  const workflowId = new URL(req.url).searchParams.get('workflowId');
  return Response.json({ item: await getPublishedStatus(session, workflowId) });
});
