import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { getUsersOverview } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/users/overview?from&to&workspaceId – people in scope, active and inactive in the range, their totals
export const GET = route({}, async ({ req, session }) => Response.json({ item: await getUsersOverview(session, parseAnalyticsQuery(req)) }));
