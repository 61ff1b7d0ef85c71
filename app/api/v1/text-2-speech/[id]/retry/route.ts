import { route } from '@/lib/http/route';
import { retrySpeech } from '@/lib/tts/service';
import { requireId } from '@/lib/workspaces/workspace-access';

// POST /api/v1/text-2-speech/{id}/retry – generate a failed block again (409 unless it failed)
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await retrySpeech(session, requireId(params.id)) });
});
