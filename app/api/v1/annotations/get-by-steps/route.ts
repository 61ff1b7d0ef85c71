import { getAnnotationsBySteps } from '@/lib/annotations/get-by-steps';
import { getAnnotationsByStepsSchema } from '@/lib/annotations/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/annotations/get-by-steps {stepIds} – the annotations of the steps the caller may view
export const POST = route({}, async ({ req, session }) => {
  const input = getAnnotationsByStepsSchema.parse(await readJson(req));
  const items = await getAnnotationsBySteps({ session, input });
  return Response.json({ items });
});
