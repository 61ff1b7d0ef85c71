import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { getWorkflowOverview } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/workflows/{id}/overview?from&to – totals and per-step drop-off (spec 02 §7 workflows/{id}/overview)
export const GET = route({}, async ({ req, params, session }) => Response.json({ item: await getWorkflowOverview(session, parseAnalyticsQuery(req), params.id) }));
