import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listQuizPerformance } from '@/lib/analytics/drill-down';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/quizzes/quiz-performance-reports/list?workspaceId&page&size – per person and quiz: attempts, best score, latest result
export const GET = route({}, async ({ req, session }) => Response.json(await listQuizPerformance(session, parseAnalyticsQuery(req))));
