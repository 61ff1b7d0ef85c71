import { resetBuilder } from '@/lib/builder/reset';
import { resetBuilderSchema } from '@/lib/builder/schema';
import { readJson, route } from '@/lib/http/route';

// POST /api/v1/workflows/{id}/builder/reset {revision, keepWorkflow} – start the builder over (or the whole workflow)
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = resetBuilderSchema.parse(await readJson(req));
  return Response.json({ item: await resetBuilder({ session, workflowId: params.id, input }) });
});
