import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listQuizUsers } from '@/lib/analytics/drill-down';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/quizzes/workflows/{workflowId}/users?page&size – who took the workflow's quiz, their scores
export const GET = route({}, async ({ req, params, session }) => Response.json(await listQuizUsers(session, parseAnalyticsQuery(req), params.workflowId)));
