import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listWorkspaceUsers } from '@/lib/analytics/drill-down';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/workspaces/{id}/users {from, to, workspaceId, page, size} – the people list of one workspace
export const POST = route({}, async ({ req, params, session }) => Response.json(await listWorkspaceUsers(session, parseAnalyticsBody(await readJson(req)), params.id)));
