import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listUserViewHistory } from '@/lib/analytics/drill-down';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/users/{id}/viewhistory {from, to, workspaceId, page, size} – what one person watched
export const POST = route({}, async ({ req, params, session }) => Response.json(await listUserViewHistory(session, parseAnalyticsBody(await readJson(req)), params.id)));
