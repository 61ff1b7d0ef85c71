import { route } from '@/lib/http/route';
import { searchSops } from '@/lib/sop/list';
import { sopPageQuerySchema } from '@/lib/sop/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/search/mmsop?keyword&page&size – published smart instructions whose title matches (explorer search tab)
export const GET = route({}, async ({ req, session }) => {
  const query = sopPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await searchSops(session, query));
});
