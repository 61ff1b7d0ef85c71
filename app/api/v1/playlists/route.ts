import { readJson, route } from '@/lib/http/route';
import { createPlaylist } from '@/lib/skills/playlists';
import { createPlaylistSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/playlists {organization?, group?, playlistTitle} – create a skill (skills managers, not viewers); the reply's item.id opens the builder
export const POST = route({}, async ({ req, session }) => {
  const input = createPlaylistSchema.parse(await readJson(req));
  const item = await createPlaylist({ session, input });
  return Response.json({ item }, { status: 201 });
});
