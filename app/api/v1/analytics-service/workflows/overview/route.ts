import { parseAnalyticsBody } from '@/lib/analytics/access';
import { getWorkflowsOverview } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/workflows/overview {from, to, workspaceId, page, size} – workflows in scope, watched ones and totals
export const POST = route({}, async ({ req, session }) => Response.json({ item: await getWorkflowsOverview(session, parseAnalyticsBody(await readJson(req))) }));
