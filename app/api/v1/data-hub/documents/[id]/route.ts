import { deleteDataHubDocument, replaceDataHubDocument } from '@/lib/data-hub/documents';
import { replaceDocumentSchema } from '@/lib/data-hub/schema';
import { readJson, route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// PUT /api/v1/data-hub/documents/{id} {uploadId} – replace the file; the old chunks go when the new ones are in
export const PUT = route({}, async ({ req, params, session }) => {
  const input = replaceDocumentSchema.parse(await readJson(req));
  return Response.json({ item: await replaceDataHubDocument(session, params.id, input) });
});

// DELETE /api/v1/data-hub/documents/{id} – the document and its chunks at once, then its file
export const DELETE = route({}, async ({ params, session }) => Response.json({ item: await deleteDataHubDocument(session, params.id) }));
