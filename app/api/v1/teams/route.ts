import { readJson, route } from '@/lib/http/route';
import { createTeamSchema, teamsQuerySchema } from '@/lib/teams/schema';
import { createTeam, listTeams } from '@/lib/teams/teams';

export const dynamic = 'force-dynamic';

// GET /api/v1/teams?keyword=&page=&size=&all=&orderBy=&order= – the organisation's teams with member counts (team managers)
export const GET = route({ access: 'teams' }, async ({ req, session }) => {
  const query = teamsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listTeams({ session, query }));
});

// POST /api/v1/teams {name} – create a team (name unique in the organisation, case-insensitive)
export const POST = route({ access: 'teams' }, async ({ req, session }) => {
  const input = createTeamSchema.parse(await readJson(req));
  const item = await createTeam({ session, ...input });
  return Response.json({ item }, { status: 201 });
});
