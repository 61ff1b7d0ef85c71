import { readJson, route } from '@/lib/http/route';
import { createExportSchema, listExportsQuerySchema } from '@/lib/scorm/schema';
import { createExport, listExportProcesses } from '@/lib/scorm/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/rustici-export-processes?size=&page=&export_type=&desc=&order_by= – the export history
export const GET = route({}, async ({ req, session }) => {
  const query = listExportsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listExportProcesses(session, query));
});

// POST /api/v1/rustici-export-processes {workflowIds, exportType, exportSource, resolution?} – queue a package
export const POST = route({}, async ({ req, session }) => {
  const input = createExportSchema.parse(await readJson(req));
  return Response.json({ item: await createExport(session, input) }, { status: 201 });
});
