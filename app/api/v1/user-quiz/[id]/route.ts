import { route } from '@/lib/http/route';
import { getUserQuiz } from '@/lib/quiz/attempts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/user-quiz/{id} – one attempt with its graded answers (its taker, or an author of the quiz)
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getUserQuiz(session, params.id) }));
