import { getQuizUserAnswers } from '@/lib/analytics/drill-down';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/quizzes/{quizId}/workflows/{workflowId}/users/{userId}/answers – one person's attempts with their answers
export const GET = route({}, async ({ params, session }) => Response.json({ item: await getQuizUserAnswers(session, { quizId: params.quizId, workflowId: params.workflowId, userId: params.userId }) }));
