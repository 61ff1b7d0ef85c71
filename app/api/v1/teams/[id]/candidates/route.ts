import { route } from '@/lib/http/route';
import { searchMemberCandidates } from '@/lib/teams/members';
import { candidatesQuerySchema } from '@/lib/teams/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/teams/{id}/candidates?keyword= – up to 20 active people of the organisation not yet in the team (member picker)
export const GET = route({ access: 'teams' }, async ({ req, params, session }) => {
  const { keyword } = candidatesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await searchMemberCandidates({ session, teamId: String(params.id), keyword }));
});
