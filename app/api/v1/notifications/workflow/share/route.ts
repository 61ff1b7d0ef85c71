import { readJson, route } from '@/lib/http/route';
import { shareWorkflow } from '@/lib/notifications/share';
import { shareWorkflowSchema } from '@/lib/notifications/share-schema';

// POST /api/v1/notifications/workflow/share {workflowId, message, users, teams} – notify people and teams of a published workflow
export const POST = route({}, async ({ req, session }) => {
  const input = shareWorkflowSchema.parse(await readJson(req));
  return Response.json({ item: await shareWorkflow(session, input) });
});
