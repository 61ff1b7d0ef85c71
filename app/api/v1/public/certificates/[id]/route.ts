import { route } from '@/lib/http/route';
import { verifyCertificate } from '@/lib/skills/certificates';

export const dynamic = 'force-dynamic';

// GET /api/v1/public/certificates/{id} – public verification (no session): name, skill, organisation, dates, valid / revoked / lapsed
export const GET = route({ auth: 'none' }, async ({ params }) =>
  Response.json({ item: await verifyCertificate(String(params.id)) }, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } }),
);
