import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { getWorkflowViewHistory } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/workflows/{id}/users/view-history?from&to&page&size – who watched, how much, when last
export const GET = route({}, async ({ req, params, session }) => Response.json(await getWorkflowViewHistory(session, parseAnalyticsQuery(req), params.id)));
