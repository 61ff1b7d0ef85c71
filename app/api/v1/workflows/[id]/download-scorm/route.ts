import { readJson, route } from '@/lib/http/route';
import { downloadScormSchema } from '@/lib/scorm/schema';
import { downloadScorm } from '@/lib/scorm/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/workflows/{id}/download-scorm {resolution, exportType?, exportSource?} – one workflow's package, built as an export process
export const POST = route({}, async ({ req, params, session }) => {
  const input = downloadScormSchema.parse(await readJson(req));
  return Response.json({ item: await downloadScorm(session, params.id, input) }, { status: 201 });
});
