import { route } from '@/lib/http/route';
import { getUserTeams } from '@/lib/teams/user-teams';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{id}/teams – a person's teams (`me` or one's own id; team managers: anyone in the organisation)
export const GET = route({}, async ({ params, session }) => {
  return Response.json(await getUserTeams({ session, userId: String(params.id) }));
});
