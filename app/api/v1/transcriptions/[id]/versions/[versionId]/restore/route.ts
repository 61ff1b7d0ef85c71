import { route } from '@/lib/http/route';
import { restoreTranscriptionVersion } from '@/lib/editor/transcription/versions';

// POST /api/v1/transcriptions/{id}/versions/{versionId}/restore – an old version's sentences come back (the present is kept)
export const POST = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await restoreTranscriptionVersion(session, params.id, params.versionId) });
});
