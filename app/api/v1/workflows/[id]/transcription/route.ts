import { readJson, route } from '@/lib/http/route';
import { submitTranscriptSchema } from '@/lib/transcription/schema';
import { submitTranscript } from '@/lib/workflows/pipeline/manual-transcript';

// POST /api/v1/workflows/{id}/transcription {format: 'vtt'|'srt'|'text', content} – the author's transcript; steps are cut again
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = submitTranscriptSchema.parse(await readJson(req));
  return Response.json({ item: await submitTranscript(session, params.id, input) }, { status: 202 });
});
