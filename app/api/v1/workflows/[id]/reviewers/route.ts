import { readJson, route } from '@/lib/http/route';
import { getReviewers, setReviewers } from '@/lib/review/operations';
import { setReviewersSchema } from '@/lib/review/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/reviewers – who was asked to review (authors of the workspace)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ items: await getReviewers({ session, workflowId: params.id }) });
});

// PUT /api/v1/workflows/{id}/reviewers {userIds} – request review: new reviewers get the review-workflow notification and an email
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = setReviewersSchema.parse(await readJson(req));
  return Response.json({ items: await setReviewers({ session, workflowId: params.id }, input) });
});
