import { readJson, route } from '@/lib/http/route';
import { requestQuizGeneration } from '@/lib/quiz/generate';
import { generateQuizSchema } from '@/lib/quiz/schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/workflows/{id}/ai-generate-quiz {count?, languageCode?} – generate questions into the draft quiz (a job; also the retry)
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = generateQuizSchema.parse(await readJson(req));
  return Response.json({ item: await requestQuizGeneration(session, params.id, input) }, { status: 202 });
});
