import { route } from '@/lib/http/route';
import { getReviewerCandidates } from '@/lib/review/operations';
import { candidatesQuerySchema } from '@/lib/review/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/reviewers/candidates?keyword= – people who may author in the workflow's workspace (the picker)
export const GET = route({ access: 'editor' }, async ({ req, params, session }) => {
  const { keyword } = candidatesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json({ items: await getReviewerCandidates({ session, workflowId: params.id }, keyword) });
});
