import { hostQuizRequest } from '@/lib/learning-host/api';
import { hostRoute } from '@/lib/learning-host/route';
import { viewerLocale } from '@/lib/player/get-player-workflow';

export const dynamic = 'force-dynamic';

// GET /api/v1/learning-host/quizzes/{id} – the quiz of a package's workflow, without its answers (404 when not offered)
export const GET = hostRoute(async ({ req, params, session }) =>
  Response.json({ item: await hostQuizRequest(session, params.id, viewerLocale(session, req)) }, { headers: { 'Cache-Control': 'private, no-store' } }),
);
