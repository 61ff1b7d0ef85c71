import { readJson, route } from '@/lib/http/route';
import { importTranscription } from '@/lib/editor/transcription/save';
import { importTranscriptionSchema } from '@/lib/editor/transcription/schema';

// POST /api/v1/transcriptions/{id}/import {revision, format: vtt|srt|text, content} – an uploaded or pasted transcript replaces it
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = importTranscriptionSchema.parse(await readJson(req));
  return Response.json({ item: await importTranscription(session, params.id, input) });
});
