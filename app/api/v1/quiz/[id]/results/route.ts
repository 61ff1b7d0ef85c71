import { route } from '@/lib/http/route';
import { listQuizResults } from '@/lib/quiz/attempts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/quiz/{id}/results – authors: every attempt (who, score, status, answers), newest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  const items = await listQuizResults(session, params.id);
  return Response.json({ items, total: items.length });
});
