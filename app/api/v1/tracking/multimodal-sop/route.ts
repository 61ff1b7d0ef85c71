import { readJson, route } from '@/lib/http/route';
import { trackSopUsage } from '@/lib/sop/engagement';
import { trackSopSchema } from '@/lib/sop/schema';

// POST /api/v1/tracking/multimodal-sop {multimodalSopId, deviceInfo, duration} – one usage row for analytics
export const POST = route({}, async ({ req, session }) => {
  const { multimodalSopId, deviceInfo, duration } = trackSopSchema.parse(await readJson(req));
  await trackSopUsage({ session, sopId: multimodalSopId, deviceInfo, duration });
  return new Response(null, { status: 204 });
});
