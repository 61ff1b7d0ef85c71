import { route } from '@/lib/http/route';
import { listTranscriptionVersions } from '@/lib/editor/transcription/versions';

// GET /api/v1/transcriptions/{id}/versions – saved versions, newest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json(await listTranscriptionVersions(session, params.id));
});
