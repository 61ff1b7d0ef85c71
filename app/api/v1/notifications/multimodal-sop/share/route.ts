import { readJson, route } from '@/lib/http/route';
import { shareMultimodalSop } from '@/lib/notifications/share';
import { shareMultimodalSopSchema } from '@/lib/notifications/share-schema';

// POST /api/v1/notifications/multimodal-sop/share {multimodalSopId, message, users, teams} – notify people and teams of a published smart instruction
export const POST = route({}, async ({ req, session }) => {
  const input = shareMultimodalSopSchema.parse(await readJson(req));
  return Response.json({ item: await shareMultimodalSop(session, input) });
});
