import { route } from '@/lib/http/route';
import { getPlayerWorkflow, viewerLocale } from '@/lib/player/get-player-workflow';
import { playerWorkflowQuerySchema } from '@/lib/player/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/player/workflow?workflowId&withAddons – the workflow as the player plays it (steps, subtitles, permission flags)
export const GET = route({ access: 'player' }, async ({ req, session }) => {
  const query = playerWorkflowQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await getPlayerWorkflow({ session, query, locale: viewerLocale(session, req) });
  // Signed media URLs inside: never cached or shared.
  return Response.json({ item }, { headers: { 'Cache-Control': 'private, no-store' } });
});
