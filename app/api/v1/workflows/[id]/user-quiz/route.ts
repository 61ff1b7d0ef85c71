import { route } from '@/lib/http/route';
import { listMyWorkflowAttempts } from '@/lib/quiz/attempts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/user-quiz – the caller's attempts at the workflow's quiz, newest first
export const GET = route({}, async ({ params, session }) => {
  const items = await listMyWorkflowAttempts(session, params.id);
  return Response.json({ items, total: items.length });
});
