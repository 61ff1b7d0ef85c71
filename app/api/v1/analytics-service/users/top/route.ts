import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listTopUsers } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/users/top {from, to, workspaceId, page, size} – the ten people with the most views
export const POST = route({}, async ({ req, session }) => Response.json(await listTopUsers(session, parseAnalyticsBody(await readJson(req)))));
