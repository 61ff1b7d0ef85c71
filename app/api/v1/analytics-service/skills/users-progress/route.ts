import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listSkillUsersProgress } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/skills/users-progress {from, to, workspaceId, page, size} – each person's standing per skill
export const POST = route({}, async ({ req, session }) => Response.json(await listSkillUsersProgress(session, parseAnalyticsBody(await readJson(req)))));
