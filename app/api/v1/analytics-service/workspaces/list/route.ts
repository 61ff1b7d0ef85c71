import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listWorkspaces } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/workspaces/list {from, to, workspaceId, page, size} – every workspace in scope with members and usage
export const POST = route({}, async ({ req, session }) => Response.json(await listWorkspaces(session, parseAnalyticsBody(await readJson(req)))));
