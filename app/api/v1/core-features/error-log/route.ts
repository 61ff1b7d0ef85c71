import { logClientError, readErrorLogBody } from '@/lib/ops/error-log';
import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/net/client-ip';

// POST /api/v1/core-features/error-log – a client reports an error; organisation and user come from the session
export const POST = route({ auth: 'optional' }, async ({ req, session }) => {
  const input = await readErrorLogBody(req);
  const item = await logClientError({ session, input, ip: clientIp(req.headers) });
  return Response.json({ item }, { status: 201 });
});
