import { readJson, route } from '@/lib/http/route';
import { deletePlaylist, getPlaylist, updatePlaylist } from '@/lib/skills/playlists';
import { updatePlaylistSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/playlists/{id} – the skill for the builder: content, assessment size, certification
export const GET = route({}, async ({ params, session }) => {
  const item = await getPlaylist({ session, playlistId: String(params.id) });
  return Response.json({ item });
});

// PUT /api/v1/playlists/{id} {published?, playlistTitle?, poster?, certification?, signerId?} – publishing tells assigned people
export const PUT = route({}, async ({ req, params, session }) => {
  const input = updatePlaylistSchema.parse(await readJson(req));
  const item = await updatePlaylist({ session, playlistId: String(params.id), input });
  return Response.json({ item });
});

// DELETE /api/v1/playlists/{id} – deletes the skill: content, assignments, progress, certificates, its notifications
export const DELETE = route({}, async ({ params, session }) => {
  const item = await deletePlaylist({ session, playlistId: String(params.id) });
  return Response.json({ item });
});
