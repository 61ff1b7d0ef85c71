import { route } from '@/lib/http/route';
import { listMyQuizAttempts } from '@/lib/quiz/attempts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/quiz/{id}/user-quiz – the caller's attempts at the quiz, newest first
export const GET = route({}, async ({ params, session }) => {
  const items = await listMyQuizAttempts(session, params.id);
  return Response.json({ items, total: items.length });
});
