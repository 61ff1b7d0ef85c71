import { readJson, route } from '@/lib/http/route';
import { validateLaunchRequest } from '@/lib/learning-host/api';
import { validateSchema, type ValidateReply } from '@/lib/learning-host/schema';
import { clientIp } from '@/lib/net/client-ip';

export const dynamic = 'force-dynamic';

// POST /api/v1/learning-host/validate – the launch values of a thin package (spec 02 §7): a custom token for the learner, or 403 'no permission'
export const POST = route({ auth: 'none' }, async ({ req }) => {
  const input = validateSchema.parse(await readJson(req));
  const item = await validateLaunchRequest(input, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') });
  return Response.json({ item, errorMessage: null } satisfies ValidateReply, { headers: { 'Cache-Control': 'no-store' } });
});
