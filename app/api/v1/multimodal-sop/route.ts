import { readJson, route } from '@/lib/http/route';
import { createSop } from '@/lib/sop/create';
import { listSops } from '@/lib/sop/list';
import { createSopSchema, listSopsQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/multimodal-sop?workspaceId&keyword&published&page=0&size=10 – smart instruction cards, updatedAt descending
export const GET = route({}, async ({ req, session }) => {
  const query = listSopsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listSops(session, query));
});

// POST /api/v1/multimodal-sop {workspaceId, title?, languageCode?, mode, pdfUploadId?, workflowId?, templateId?} – create a smart instruction
export const POST = route({ access: 'editor' }, async ({ req, session }) => {
  const input = createSopSchema.parse(await readJson(req));
  return Response.json({ item: await createSop({ session, input }) }, { status: 201 });
});
