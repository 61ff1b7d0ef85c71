import { readJson, route } from '@/lib/http/route';
import { getAssessment, saveAssessment } from '@/lib/skills/assessment';
import { assessmentSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/skill/skills/{id}/quiz – the skill's assessment (managers: whole; assigned learners: without answers)
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getAssessment(session, String(params.id)) }));

// POST /api/v1/skill/skills/{id}/quiz {questions} – set the skill's assessment (empty list: none); passing score 80
export const POST = route({}, async ({ req, params, session }) => {
  const input = assessmentSchema.parse(await readJson(req));
  return Response.json({ item: await saveAssessment(session, String(params.id), input) });
});
