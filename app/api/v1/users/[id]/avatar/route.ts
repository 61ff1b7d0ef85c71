import { route } from '@/lib/http/route';
import { getAvatarSignedUrl } from '@/lib/users/avatar';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{id}/avatar – redirect to a short-lived URL of a same-organisation user's avatar
export const GET = route({}, async ({ params, session }) => {
  const url = await getAvatarSignedUrl({ session, userId: String(params.id) });
  // The signed URL outlives this cache lifetime, so a cached redirect never points at an expired link.
  return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'private, max-age=300' } });
});
