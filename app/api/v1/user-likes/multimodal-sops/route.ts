import { readJson, route } from '@/lib/http/route';
import { likeSop } from '@/lib/sop/engagement';
import { likeSopSchema } from '@/lib/sop/schema';

// POST /api/v1/user-likes/multimodal-sops {like, multimodalSopId} – favourite or unfavourite a smart instruction
export const POST = route({}, async ({ req, session }) => {
  const { like, multimodalSopId } = likeSopSchema.parse(await readJson(req));
  return Response.json(await likeSop({ session, sopId: multimodalSopId, like }));
});
