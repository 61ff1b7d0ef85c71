import { route } from '@/lib/http/route';
import { searchMemberCandidates } from '@/lib/workspaces/members';
import { candidatesQuerySchema } from '@/lib/workspaces/schema';

// GET /api/v1/workspaces/{id}/candidates?keyword= – active people of the organisation to add (up to 20)
export const GET = route({}, async ({ req, params, session }) => {
  const { keyword } = candidatesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await searchMemberCandidates(session, params.id, keyword));
});
