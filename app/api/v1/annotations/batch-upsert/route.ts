import { batchUpsertAnnotations } from '@/lib/annotations/batch-upsert';
import { batchUpsertAnnotationsSchema } from '@/lib/annotations/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/annotations/batch-upsert {workflowId, annotations: [{id?, stepId, elements}]} – replace the named steps' annotations (authors)
export const POST = route({}, async ({ req, session }) => {
  const input = batchUpsertAnnotationsSchema.parse(await readJson(req));
  const items = await batchUpsertAnnotations({ session, input });
  return Response.json({ items });
});
