import { previewStatus } from '@/lib/builder/preview';
import { route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/preview/status – whether the author's preview plays and Publish is possible
export const GET = route({ access: 'editor' }, async ({ params, session }) =>
  Response.json({ item: await previewStatus(session, params.id) }),
);
