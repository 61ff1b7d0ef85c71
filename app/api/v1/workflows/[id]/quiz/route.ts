import { route } from '@/lib/http/route';
import { getWorkflowQuiz } from '@/lib/quiz/operations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/workflows/{id}/quiz – the workflow's quiz (authors: any state, with the teams to publish to; learners: published to them) or null
export const GET = route({}, async ({ params, session }) => Response.json(await getWorkflowQuiz(session, params.id)));
