import { loadBuilder } from '@/lib/builder/load';
import { saveBuilder } from '@/lib/builder/save';
import { saveBuilderSchema } from '@/lib/builder/schema';
import { readJson, route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/builder – the builder's document (form, revision, steps, choices)
export const GET = route({ access: 'editor' }, async ({ params, session }) =>
  Response.json({ item: await loadBuilder(session, params.id) }),
);

// PUT /api/v1/workflows/{id}/builder {revision, form} – the builder's whole form in one save (409 on a stale revision)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = saveBuilderSchema.parse(await readJson(req));
  return Response.json({ item: await saveBuilder({ session, workflowId: params.id, input }) });
});
