import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { getOverview } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/organizations/overview?from&to&workspaceId – active users, views, completions, watch time
export const GET = route({}, async ({ req, session }) => Response.json({ item: await getOverview(session, parseAnalyticsQuery(req)) }));
