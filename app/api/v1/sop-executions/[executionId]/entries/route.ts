import { readJson, route } from '@/lib/http/route';
import { addExecutionEntry } from '@/lib/sop/executions/operations';
import { executionEntrySchema } from '@/lib/sop/schema';

// POST /api/v1/sop-executions/{executionId}/entries {kind, itemId, payload} – step time, checklist tick, upload, quiz answer
export const POST = route({}, async ({ req, params, session }) => {
  const input = executionEntrySchema.parse(await readJson(req));
  return Response.json({ item: await addExecutionEntry({ session, executionId: params.executionId, input }) });
});
