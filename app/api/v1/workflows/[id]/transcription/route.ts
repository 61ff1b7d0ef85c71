import { readJson, route } from '@/lib/http/route';
import { loadTranscriptionEditor } from '@/lib/editor/transcription/editor-data';
import { saveWorkflowTranscription } from '@/lib/editor/transcription/save';
import { saveTranscriptionSchema } from '@/lib/editor/transcription/schema';
import { submitTranscriptSchema } from '@/lib/transcription/schema';
import { submitTranscript } from '@/lib/workflows/pipeline/manual-transcript';

// GET /api/v1/workflows/{id}/transcription – the transcription editor's data (authors)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json(await loadTranscriptionEditor(session, params.id));
});

// PUT /api/v1/workflows/{id}/transcription {languageCode?, revision, sentences} – the editor's save (409 when stale)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = saveTranscriptionSchema.parse(await readJson(req));
  return Response.json({ item: await saveWorkflowTranscription(session, params.id, input) });
});

// POST /api/v1/workflows/{id}/transcription {format: 'vtt'|'srt'|'text', content} – the author's transcript; steps are cut again
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = submitTranscriptSchema.parse(await readJson(req));
  return Response.json({ item: await submitTranscript(session, params.id, input) }, { status: 202 });
});
