import { readJson, route } from '@/lib/http/route';
import { submitAssessment } from '@/lib/skills/assessment';
import { assessmentAttemptSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/skill/skills/{id}/quiz/attempts {answers} – take the assessment; graded, then the progress recalculated
export const POST = route({}, async ({ req, params, session }) => {
  const input = assessmentAttemptSchema.parse(await readJson(req));
  return Response.json({ item: await submitAssessment(session, String(params.id), input) }, { status: 201 });
});
