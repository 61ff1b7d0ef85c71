import { readJson, route } from '@/lib/http/route';
import { answerConsent, listMyConsents } from '@/lib/consents/consents';
import { answerConsentSchema } from '@/lib/consents/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/userConsents – the organisation's consents with the user's answers
export const GET = route({}, async ({ session }) => {
  const items = await listMyConsents(session);
  return Response.json({ items, total: items.length }, { headers: { 'Cache-Control': 'no-store' } });
});

// POST /api/v1/userConsents – record the user's answer to a consent {consentId, isAgree}
export const POST = route({}, async ({ req, session }) => {
  const input = answerConsentSchema.parse(await readJson(req));
  const item = await answerConsent({ session, input, mode: 'upsert' });
  return Response.json({ item });
});

// PUT /api/v1/userConsents – change an answer already given {consentId, isAgree}
export const PUT = route({}, async ({ req, session }) => {
  const input = answerConsentSchema.parse(await readJson(req));
  const item = await answerConsent({ session, input, mode: 'update' });
  return Response.json({ item });
});
