import { readJson } from '@/lib/http/route';
import { hostSubmitQuizRequest } from '@/lib/learning-host/api';
import { hostRoute } from '@/lib/learning-host/route';
import { submitQuizSchema } from '@/lib/quiz/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/learning-host/user-quiz {quiz, revision, answers} – graded (passing score 80); the package's score and passed or failed
export const POST = hostRoute(async ({ req, session }) => {
  const input = submitQuizSchema.parse(await readJson(req));
  return Response.json({ item: await hostSubmitQuizRequest(session, input) }, { status: 201 });
});
