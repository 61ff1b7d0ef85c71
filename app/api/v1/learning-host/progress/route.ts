import { readJson } from '@/lib/http/route';
import { hostProgressRequest } from '@/lib/learning-host/api';
import { hostRoute } from '@/lib/learning-host/route';
import { progressSchema } from '@/lib/learning-host/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/learning-host/progress – the host record (step, time, played seconds) and completion at 90 %
export const POST = hostRoute(async ({ req, session }) => {
  const input = progressSchema.parse(await readJson(req));
  const item = await hostProgressRequest(session, input);
  return Response.json({ item });
});
