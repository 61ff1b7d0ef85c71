import { readJson, route } from '@/lib/http/route';
import { confirmExecution } from '@/lib/sop/executions/operations';
import { confirmExecutionSchema } from '@/lib/sop/schema';

// POST /api/v1/sop-executions/{executionId}/confirm {name} – the operator's sign-off; closes the record
export const POST = route({}, async ({ req, params, session }) => {
  const { name } = confirmExecutionSchema.parse(await readJson(req));
  return Response.json({ item: await confirmExecution({ session, executionId: params.executionId, name }) });
});
