import { route } from '@/lib/http/route';
import { listSopVersions } from '@/lib/sop/versions';

export const dynamic = 'force-dynamic';

// GET /api/v1/multimodal-sop/{id}/versions – the version history panel, newest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  const items = await listSopVersions({ session, sopId: params.id });
  return Response.json({ items, total: items.length });
});
