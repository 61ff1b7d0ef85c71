import { readJson, route } from '@/lib/http/route';
import { getWorkflowReactions } from '@/lib/reactions/get-workflow-reactions';
import { removeWorkflowReaction } from '@/lib/reactions/remove-workflow-reaction';
import { setWorkflowReactionSchema } from '@/lib/reactions/schema';
import { setWorkflowReaction } from '@/lib/reactions/set-workflow-reaction';

export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/reactions – counts per reaction, the caller's own, and who reacted (newest first)
export const GET = route({}, async ({ params, session }) => {
  const item = await getWorkflowReactions({ session, workflowId: String(params.id) });
  return Response.json({ item });
});

// PUT /api/v1/workflows/{id}/reactions {reaction} – set the caller's reaction (notifies the author the first time)
export const PUT = route({}, async ({ req, params, session }) => {
  const input = setWorkflowReactionSchema.parse(await readJson(req));
  const item = await setWorkflowReaction({ session, workflowId: String(params.id), input });
  return Response.json({ item });
});

// DELETE /api/v1/workflows/{id}/reactions – withdraw the caller's reaction
export const DELETE = route({}, async ({ params, session }) => {
  const item = await removeWorkflowReaction({ session, workflowId: String(params.id) });
  return Response.json({ item });
});
