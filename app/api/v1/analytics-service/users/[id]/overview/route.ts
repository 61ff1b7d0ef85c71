import { parseAnalyticsBody } from '@/lib/analytics/access';
import { getUserOverview } from '@/lib/analytics/drill-down';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/users/{id}/overview {from, to, workspaceId, page, size} – one person's totals
export const POST = route({}, async ({ req, params, session }) => Response.json({ item: await getUserOverview(session, parseAnalyticsBody(await readJson(req)), params.id) }));
