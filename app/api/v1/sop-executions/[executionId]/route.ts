import { route } from '@/lib/http/route';
import { getExecution } from '@/lib/sop/executions/operations';

export const dynamic = 'force-dynamic';

// GET /api/v1/sop-executions/{executionId} – the record with its entries and whether its hash chain verifies
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getExecution({ session, executionId: params.executionId }) });
});
