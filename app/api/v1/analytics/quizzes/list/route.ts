import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listQuizzes } from '@/lib/analytics/drill-down';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/quizzes/list?workspaceId&page&size – per quiz taken: attempts, people, passed, average score
export const GET = route({}, async ({ req, session }) => Response.json(await listQuizzes(session, parseAnalyticsQuery(req))));
