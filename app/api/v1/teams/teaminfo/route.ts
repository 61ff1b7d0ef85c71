import { readJson, route } from '@/lib/http/route';
import { teamInfoSchema } from '@/lib/teams/schema';
import { getTeamInfo } from '@/lib/teams/user-teams';

export const dynamic = 'force-dynamic';

// POST /api/v1/teams/teaminfo {teamIds} – the named teams of the organisation with their members
export const POST = route({}, async ({ req, session }) => {
  const input = teamInfoSchema.parse(await readJson(req));
  return Response.json(await getTeamInfo({ session, ...input }));
});
