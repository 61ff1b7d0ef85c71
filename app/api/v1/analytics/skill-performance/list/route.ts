import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listSkillPerformance } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/skill-performance/list?workspaceId&page&size – per skill: assigned, not started, in progress, completed, overdue
export const GET = route({}, async ({ req, session }) => Response.json(await listSkillPerformance(session, parseAnalyticsQuery(req))));
