import { route } from '@/lib/http/route';
import { getCompare } from '@/lib/smart-compare/operations';

// GET /api/v1/users-smart-compares/{id} – one compare: status, progress and, when completed, the result
export const GET = route({ access: 'player' }, async ({ params, session }) => {
  return Response.json({ item: await getCompare(session, params.id) });
});
