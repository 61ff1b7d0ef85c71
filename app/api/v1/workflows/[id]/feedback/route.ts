import { readJson, route } from '@/lib/http/route';
import { addFeedback, getFeedback } from '@/lib/review/operations';
import { feedbackSchema } from '@/lib/review/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/feedback – the reviewers' feedback, newest first (authors read it in the builder)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ items: await getFeedback({ session, workflowId: params.id }) });
});

// POST /api/v1/workflows/{id}/feedback {text, stepId?} – reviewers and authors
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = feedbackSchema.parse(await readJson(req));
  return Response.json({ item: await addFeedback({ session, workflowId: params.id }, input) }, { status: 201 });
});
