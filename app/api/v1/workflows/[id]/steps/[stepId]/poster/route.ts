import { stepPosterSchema } from '@/lib/builder/schema';
import { setStepPoster } from '@/lib/builder/step-poster';
import { readJson, route } from '@/lib/http/route';

// PUT /api/v1/workflows/{id}/steps/{stepId}/poster {time} – the step's poster from a frame `time` s into the step
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const { time } = stepPosterSchema.parse(await readJson(req));
  return Response.json({ item: await setStepPoster({ session, workflowId: params.id, stepId: params.stepId, time }) });
});
