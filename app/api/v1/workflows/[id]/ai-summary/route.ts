import { getWorkflowAiSummary } from '@/lib/ai-summary/manage';
import { route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/ai-summary – {success, item}: authors get the row in any state, learners completed + active content or null
export const GET = route({}, async ({ params, session }) => Response.json({ success: true, item: await getWorkflowAiSummary(session, params.id) }));
