import { createDataHubDocument, listDataHubDocuments } from '@/lib/data-hub/documents';
import { createDocumentSchema, listDocumentsQuerySchema } from '@/lib/data-hub/schema';
import { readJson, route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/data-hub/documents?workspaceId=&page=&size= – a workspace's data-hub documents, newest first
export const GET = route({}, async ({ req, session }) => {
  const query = listDocumentsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listDataHubDocuments(session, query));
});

// POST /api/v1/data-hub/documents {workspaceId, uploadId, title?} – a document from a completed data-hub upload, queued for indexing
export const POST = route({}, async ({ req, session }) => {
  const input = createDocumentSchema.parse(await readJson(req));
  return Response.json({ item: await createDataHubDocument(session, input) }, { status: 201 });
});
