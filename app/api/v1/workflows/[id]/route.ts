import { readJson, route } from '@/lib/http/route';
import { deleteWorkflow } from '@/lib/workflows/delete';
import { getWorkflow } from '@/lib/workflows/get-workflow';
import { patchWorkflow } from '@/lib/workflows/patch';
import { patchWorkflowSchema } from '@/lib/workflows/schema';

// GET /api/v1/workflows/{id} – one workflow with its statuses (viewers: published only)
export const GET = route({}, async ({ params, session }) => {
  return Response.json({ item: await getWorkflow({ session, workflowId: params.id }) });
});

// PATCH /api/v1/workflows/{id} {data: {externalId?, subcategoryIds?}} – external id and sub-categories
export const PATCH = route({ access: 'editor' }, async ({ req, params, session }) => {
  const { data } = patchWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await patchWorkflow({ session, workflowId: params.id, input: data }) });
});

// DELETE /api/v1/workflows/{id} – delete a workflow; its media is purged by a job
export const DELETE = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await deleteWorkflow({ session, workflowId: params.id }) });
});
