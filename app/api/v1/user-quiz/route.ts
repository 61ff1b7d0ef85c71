import { readJson, route } from '@/lib/http/route';
import { submitQuiz } from '@/lib/quiz/attempts';
import { submitQuizSchema } from '@/lib/quiz/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/user-quiz {quiz, revision, answers} – submit an attempt; graded on the server (passing score 80)
export const POST = route({}, async ({ req, session }) => {
  const input = submitQuizSchema.parse(await readJson(req));
  return Response.json({ item: await submitQuiz(session, input) }, { status: 201 });
});
