import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { getEngagement } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/organizations/engagement?from&to&workspaceId – the trend per day, week or month
export const GET = route({}, async ({ req, session }) => Response.json({ item: await getEngagement(session, parseAnalyticsQuery(req)) }));
