import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listTopWorkspaces } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/workspaces/top {from, to, workspaceId, page, size} – the ten most viewed workspaces
export const POST = route({}, async ({ req, session }) => Response.json(await listTopWorkspaces(session, parseAnalyticsBody(await readJson(req)))));
