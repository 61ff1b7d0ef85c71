import { route } from '@/lib/http/route';
import { listCreatorTeams } from '@/lib/teams/user-teams';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{id|me}/teams/creator – teams the user created (owned by me → teams)
export const GET = route({}, async ({ params, session }) => Response.json(await listCreatorTeams({ session, userId: String(params.id) })));
