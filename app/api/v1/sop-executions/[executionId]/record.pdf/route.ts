import { route } from '@/lib/http/route';
import { executionRecord } from '@/lib/sop/executions/operations';

export const dynamic = 'force-dynamic';

// GET /api/v1/sop-executions/{executionId}/record.pdf – the execution record as a PDF (operator and supervisors)
export const GET = route({}, async ({ params, session }) => {
  const bytes = await executionRecord({ session, executionId: params.executionId });
  return new Response(Buffer.from(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="execution-${params.executionId}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
});
