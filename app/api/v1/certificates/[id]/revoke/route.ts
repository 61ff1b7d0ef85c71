import { z } from 'zod';
import { readJson, route } from '@/lib/http/route';
import { revokeCertificate } from '@/lib/skills/certificates';

export const dynamic = 'force-dynamic';

const body = z.object({ revoked: z.boolean().default(true) });

// POST /api/v1/certificates/{id}/revoke {revoked} – a skills manager revokes (true) or restores (false) a certificate
export const POST = route({}, async ({ req, params, session }) => {
  const { revoked } = body.parse(await readJson(req));
  return Response.json({ item: await revokeCertificate(session, String(params.id), revoked) });
});
