import { addStepAttachment, getStepAttachments } from '@/lib/attachments/operations';
import { addAttachmentSchema } from '@/lib/attachments/schema';
import { readJson, route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/steps/{stepId}/attachments – the step's diagrams, links and PDFs (authors; signed URLs)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await getStepAttachments({ session, workflowId: params.id, stepId: params.stepId }) });
});

// POST /api/v1/workflows/{id}/steps/{stepId}/attachments {kind:'link',label,link} | {kind:'diagram'|'pdf',uploadId}
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = addAttachmentSchema.parse(await readJson(req));
  const item = await addStepAttachment({ session, workflowId: params.id, stepId: params.stepId }, input);
  return Response.json({ item }, { status: 201 });
});
