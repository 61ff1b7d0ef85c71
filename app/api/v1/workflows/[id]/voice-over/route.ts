import { readJson, route } from '@/lib/http/route';
import { saveVoiceOverSchema } from '@/lib/tts/schema';
import { loadVoiceOver, saveVoiceOver } from '@/lib/tts/voice-over';

// GET /api/v1/workflows/{id}/voice-over – the voice-over editor's steps, blocks, generations and voices (authors)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await loadVoiceOver(session, params.id) });
});

// PUT /api/v1/workflows/{id}/voice-over {mode, steps:{stepId: blocks}} – save the blocks and the mix mode
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = saveVoiceOverSchema.parse(await readJson(req));
  return Response.json({ item: await saveVoiceOver(session, params.id, input) });
});
