import { readJson, route } from '@/lib/http/route';
import { generateSpeechSchema } from '@/lib/tts/schema';
import { requestSpeech } from '@/lib/tts/service';

// POST /api/v1/workflows/{id}/text-2-speech {text2Speechs:[{key, stepId, text, voice, speed, startTime, endTime}]} – generate blocks (jobs); items {key, text2SpeechId}
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = generateSpeechSchema.parse(await readJson(req));
  return Response.json({ items: await requestSpeech(session, params.id, input) }, { status: 202 });
});
