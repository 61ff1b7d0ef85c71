import { route } from '@/lib/http/route';
import { getSpeechHistory } from '@/lib/tts/service';

// GET /api/v1/workflows/{id}/text-2-speech-histories – every generation of the workflow, newest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ items: await getSpeechHistory(session, params.id) });
});
