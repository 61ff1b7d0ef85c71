import { readJson, route } from '@/lib/http/route';
import { addSubtitleLanguage } from '@/lib/editor/transcription/languages';
import { addLanguageSchema } from '@/lib/editor/transcription/schema';

// POST /api/v1/workflows/{id}/transcription/languages {languageCode, mode: empty|copy|translate} – subtitles in another language
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = addLanguageSchema.parse(await readJson(req));
  return Response.json({ item: await addSubtitleLanguage(session, params.id, input) }, { status: 201 });
});
