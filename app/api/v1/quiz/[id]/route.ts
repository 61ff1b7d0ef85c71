import { readJson, route } from '@/lib/http/route';
import { getQuiz, updateQuiz } from '@/lib/quiz/operations';
import { updateQuizSchema } from '@/lib/quiz/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/quiz/{id} – authors: the whole quiz; learners: a published quiz without its answers
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getQuiz(session, params.id) }));

// PUT /api/v1/quiz/{id} {published?, audience?, teamId?, questions?, titleTranslations?, revision?} – edit, publish, unpublish
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = updateQuizSchema.parse(await readJson(req));
  return Response.json({ item: await updateQuiz(session, params.id, input) });
});
