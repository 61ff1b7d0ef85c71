import { readJson, route } from '@/lib/http/route';
import { semanticSearchSchema } from '@/lib/knowledge/semantic-schema';
import { semanticWorkflowSearch } from '@/lib/knowledge/semantic-service';

export const dynamic = 'force-dynamic';

// POST /api/v1/ai/semantic-search/workflow {text, workspaces?, limit?} – workflows by meaning, among those the caller may open
export const POST = route({ access: 'player' }, async ({ req, session }) => Response.json(await semanticWorkflowSearch(session, semanticSearchSchema.parse(await readJson(req)))));
