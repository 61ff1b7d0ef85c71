import { route } from '@/lib/http/route';
import { downloadTranscription } from '@/lib/editor/transcription/download';

// GET /api/v1/transcriptions/{id}/download?format=vtt|srt|txt – the transcript as a file (when downloads are allowed)
export const GET = route({ access: 'editor' }, async ({ req, params, session }) => {
  return downloadTranscription(session, params.id, new URL(req.url).searchParams.get('format'));
});
