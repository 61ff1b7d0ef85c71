import { route } from '@/lib/http/route';
import { getSop } from '@/lib/sop/get';

export const dynamic = 'force-dynamic';

// GET /api/v1/player/multimodal-sop/{id}?skillId= – the smart instruction to view or execute (published, or an author's preview)
export const GET = route({}, async ({ req, params, session }) => {
  const skillId = new URL(req.url).searchParams.get('skillId');
  return Response.json({ item: await getSop({ session, sopId: params.id, skillId }) });
});
