import { route } from '@/lib/http/route';
import { availableQuerySchema } from '@/lib/scorm/schema';
import { availableWorkflows } from '@/lib/scorm/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/rustici-export-processes/available/workflows/{workspaceId}?export_type= – the workspace's workflows a package can hold
export const GET = route({}, async ({ req, params, session }) => {
  availableQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json({ items: await availableWorkflows(session, params.id) });
});
