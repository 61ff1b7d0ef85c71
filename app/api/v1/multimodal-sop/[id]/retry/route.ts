import { readOptionalJson, route } from '@/lib/http/route';
import { retrySopImport } from '@/lib/sop/retry';
import { retrySopSchema } from '@/lib/sop/schema';

// POST /api/v1/multimodal-sop/{id}/retry {pdfUploadId?} – start a failed PDF or video import again, a PDF one maybe from another file
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = retrySopSchema.parse(await readOptionalJson(req));
  return Response.json({ item: await retrySopImport({ session, sopId: params.id, input }) });
});
