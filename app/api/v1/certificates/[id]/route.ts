import { route } from '@/lib/http/route';
import { loadCertificate, toCertificateItem } from '@/lib/skills/certificates';

export const dynamic = 'force-dynamic';

// GET /api/v1/certificates/{id} – the certificate (its holder, or a skills manager of the organisation)
export const GET = route({}, async ({ params, session }) => Response.json({ item: toCertificateItem(await loadCertificate(session, String(params.id))) }));
