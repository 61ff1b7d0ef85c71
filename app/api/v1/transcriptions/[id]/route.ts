import { readJson, route } from '@/lib/http/route';
import { getTranscription } from '@/lib/editor/transcription/editor-data';
import { patchTranscription } from '@/lib/editor/transcription/save';
import { patchTranscriptionSchema } from '@/lib/editor/transcription/schema';

// GET /api/v1/transcriptions/{id} – one language's sentences (authors of the workflow)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await getTranscription(session, params.id) });
});

// PATCH /api/v1/transcriptions/{id} {revision, sentences?, disabled?} – save or switch the language off/on (409 when stale)
export const PATCH = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = patchTranscriptionSchema.parse(await readJson(req));
  return Response.json({ item: await patchTranscription(session, params.id, input) });
});
