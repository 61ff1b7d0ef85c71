import { previewSubtitles } from '@/lib/builder/preview';
import { route } from '@/lib/http/route';

// POST /api/v1/workflows/{id}/preview/subtitles – the subtitle tracks the author's preview shows, per language and step
export const POST = route({ access: 'editor' }, async ({ params, session }) =>
  Response.json({ item: await previewSubtitles(session, params.id) }),
);
