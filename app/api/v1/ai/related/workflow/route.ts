import { readJson, route } from '@/lib/http/route';
import { relatedWorkflowSchema } from '@/lib/knowledge/semantic-schema';
import { relatedWorkflowList } from '@/lib/knowledge/semantic-service';

export const dynamic = 'force-dynamic';

// POST /api/v1/ai/related/workflow {workflowId, workspaces?, limit?} – workflows like one the caller may open (404 otherwise)
export const POST = route({ access: 'player' }, async ({ req, session }) => Response.json(await relatedWorkflowList(session, relatedWorkflowSchema.parse(await readJson(req)))));
