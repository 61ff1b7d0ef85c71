import { route } from '@/lib/http/route';
import { certifyPerformance } from '@/lib/skills/calculate';

export const dynamic = 'force-dynamic';

// POST /api/v1/skill-performances/{id}/user-certification – the certificate of a completed skill performance (409 if not completed)
export const POST = route({}, async ({ params, session }) => Response.json({ item: await certifyPerformance({ session, performanceId: String(params.id) }) }));
