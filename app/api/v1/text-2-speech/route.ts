import { route } from '@/lib/http/route';
import { speechIdsSchema } from '@/lib/tts/schema';
import { getSpeeches } from '@/lib/tts/service';

// GET /api/v1/text-2-speech?text2SpeechIds=a,b – the status (and audio URL) of generations, polled by id
export const GET = route({ access: 'editor' }, async ({ req, session }) => {
  const raw = new URL(req.url).searchParams.getAll('text2SpeechIds').flatMap((v) => v.split(',')).filter(Boolean);
  return Response.json({ items: await getSpeeches(session, speechIdsSchema.parse(raw)) });
});
