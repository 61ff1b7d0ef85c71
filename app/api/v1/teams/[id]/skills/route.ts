import { route } from '@/lib/http/route';
import { listTeamSkills } from '@/lib/skills/performance';

export const dynamic = 'force-dynamic';

// GET /api/v1/teams/{id}/skills – the skills assigned to the team, with its members' state counts (skills managers)
export const GET = route({}, async ({ params, session }) => Response.json(await listTeamSkills({ session, teamId: String(params.id) })));
