import { readJson, route } from '@/lib/http/route';
import { listComparesFor, startCompare } from '@/lib/smart-compare/operations';
import { listComparesQuerySchema } from '@/lib/smart-compare/schema';

// POST /api/v1/users-smart-compares {userVideoUrl, one of workflowId, stepId, referenceVideoUrl, multimodalSopId?, sopItemId?} – record a user's smart compare and start it
export const POST = route({ access: 'player' }, async ({ req, session }) => {
  return Response.json({ item: await startCompare(session, await readJson(req)) }, { status: 202 });
});

// GET /api/v1/users-smart-compares?multimodalSopId&sopItemId&mine&page&size – compares, newest first (supervisors: the organisation's)
export const GET = route({ access: 'player' }, async ({ req, session }) => {
  const query = listComparesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listComparesFor(session, query));
});
