import { readJson, route } from '@/lib/http/route';
import { createQuiz } from '@/lib/quiz/operations';
import { createQuizSchema } from '@/lib/quiz/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/quiz {workflow, questions, titleTranslations?} – the workflow's quiz as a draft (authors)
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = createQuizSchema.parse(await readJson(req));
  return Response.json({ item: await createQuiz(session, input) }, { status: 201 });
});
