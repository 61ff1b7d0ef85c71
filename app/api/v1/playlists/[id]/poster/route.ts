import { route } from '@/lib/http/route';
import { playlistPosterUrl } from '@/lib/skills/poster-url';

export const dynamic = 'force-dynamic';

// GET /api/v1/playlists/{id}/poster – redirects to a short-lived signed URL of the skill's poster (same organisation)
export const GET = route({}, async ({ params, session }) => {
  const url = await playlistPosterUrl(session, String(params.id));
  return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'private, max-age=300' } });
});
