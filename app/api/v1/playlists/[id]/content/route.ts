import { readJson, route } from '@/lib/http/route';
import { updateContent } from '@/lib/skills/playlists';
import { updateContentSchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// PUT /api/v1/playlists/{id}/content {list: [{type: 'workflow', id}]} – replace the ordered content list
export const PUT = route({}, async ({ req, params, session }) => {
  const input = updateContentSchema.parse(await readJson(req));
  const item = await updateContent({ session, playlistId: String(params.id), input });
  return Response.json({ item });
});
