import { getPublicPosterUrl } from '@/lib/player/public-media';
import { route } from '@/lib/http/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET /api/v1/public/media/workflows/{id}/poster – the poster of a public workflow: a redirect to a fresh
// signed URL, so link previews (Open Graph, Twitter) keep one stable address
export const GET = route({ auth: 'none' }, async ({ req, params }) => {
  const url = await getPublicPosterUrl(params.id);
  return new Response(null, { status: 302, headers: { Location: new URL(url, req.url).toString(), 'Cache-Control': 'public, max-age=300' } });
});
