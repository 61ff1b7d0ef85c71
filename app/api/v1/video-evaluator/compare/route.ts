import { readJson, route } from '@/lib/http/route';
import { startCompare } from '@/lib/smart-compare/operations';

// POST /api/v1/video-evaluator/compare {userVideoUrl, one of workflowId, stepId, referenceVideoUrl} – start a smart compare job (poll GET /users-smart-compares/{id})
export const POST = route({ access: 'player' }, async ({ req, session }) => {
  return Response.json({ item: await startCompare(session, await readJson(req)) }, { status: 202 });
});
