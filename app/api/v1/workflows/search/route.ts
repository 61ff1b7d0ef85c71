import { readJson, route } from '@/lib/http/route';
import { searchWorkflowsSchema } from '@/lib/workflows/library-schema';
import { searchWorkflows } from '@/lib/workflows/search';

export const dynamic = 'force-dynamic';

// POST /api/v1/workflows/search {locale, filters: {keyword, workspaceIds, categoryIds, subcategoryIds}, paginate: {page, size}, sort} – ranked search
export const POST = route({}, async ({ req, session }) => {
  const input = searchWorkflowsSchema.parse(await readJson(req));
  return Response.json(await searchWorkflows(session, input));
});
