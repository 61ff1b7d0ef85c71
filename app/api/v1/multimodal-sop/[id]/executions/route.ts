import { readJson, route } from '@/lib/http/route';
import { listExecutions } from '@/lib/sop/executions/list';
import { startExecution } from '@/lib/sop/executions/operations';
import { sopPageQuerySchema, startExecutionSchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/multimodal-sop/{id}/executions?page&size – the supervisors' list of execution records
export const GET = route({}, async ({ req, params, session }) => {
  const { page, size } = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listExecutions({ session, sopId: params.id, page, size }));
});

// POST /api/v1/multimodal-sop/{id}/executions {skillId?} – start following a smart instruction
export const POST = route({}, async ({ req, params, session }) => {
  const { skillId } = startExecutionSchema.parse(await readJson(req));
  return Response.json({ item: await startExecution({ session, sopId: params.id, skillId }) }, { status: 201 });
});
